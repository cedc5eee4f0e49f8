import type { ImageVariants } from '@/components/ui';
import { loadFirestore } from '@/lib/firebase';
import { COLLECTIONS, docPath, readMillis, readString } from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** Profiles/{uid}: the public part of an account (docs/data-model.md). */
export interface PublicProfile {
  uid: string;
  userName: string;
  photo: ImageVariants | null;
  reputation: number;
  memberSinceMillis: number | null;
  questionsAsked: number;
  questionsAnswered: number;
  acceptedAnswers: number;
}

function readCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function readPhoto(value: unknown): ImageVariants | null {
  if (typeof value !== 'object' || value === null) return null;
  const { large, thumb, width, height } = value as Record<string, unknown>;
  if (typeof large !== 'string' || typeof thumb !== 'string') return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  return { large, thumb, width, height };
}

/** A profile document as the page shows it; null when it has no user name (no such user). */
export function toPublicProfile(uid: string, data: Record<string, unknown>): PublicProfile | null {
  const userName = readString(data, 'UserName');
  if (!userName) return null;
  return {
    uid,
    userName,
    photo: readPhoto(data.Photo),
    reputation: readCount(data.Reputation),
    memberSinceMillis: readMillis(data.CreatedAt),
    questionsAsked: readCount(data.NoOfQuestionAsked),
    questionsAnswered: readCount(data.NoOfQuestionAnswered),
    acceptedAnswers: readCount(data.AcceptedCount),
  };
}

function subscribeToPublicProfile(uid: string): Subscribe<PublicProfile | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.profiles, uid),
      (snapshot) => {
        const data = snapshot.data();
        onData(data ? toPublicProfile(uid, data) : null);
      },
      onError,
    );
  };
}

export function usePublicProfile(uid: string) {
  return useSubscription(docPath('profiles', uid), subscribeToPublicProfile(uid));
}
