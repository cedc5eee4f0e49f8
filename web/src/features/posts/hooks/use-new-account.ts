import { isNewAccount } from '@queryhub/model';
import { useState } from 'react';
import { useAuth } from '@/features/auth';

/**
 * Whether the signed-in account is new (model/src/spam-score.ts: its first days after its Users
 * record's CreatedAt), as of when the form opened; undefined while that record is not read yet.
 * The server decides again at posting time: this only lets the form say so first.
 */
export function useNewAccount(): boolean | undefined {
  const { profile, profileLoaded } = useAuth();
  const [openedAtMillis] = useState(() => Date.now());
  if (profileLoaded !== true) return undefined;
  return isNewAccount({
    hasRecord: profile !== null,
    createdAtMillis: profile?.CreatedAt?.toDate().getTime() ?? null,
    atMillis: openedAtMillis,
  });
}
