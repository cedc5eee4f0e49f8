import { COLLECTIONS } from '@queryhub/model';
import { useSubscription } from '@/lib/subscription';
import { saveEmailPreferences, subscribeToEmailPreferences } from '../api/email-preferences';

export function useEmailPreferences(uid: string) {
  const state = useSubscription(
    `${COLLECTIONS.emailPreferences}/${uid}`,
    subscribeToEmailPreferences(uid),
  );
  return { state, save: saveEmailPreferences.bind(null, uid) };
}
