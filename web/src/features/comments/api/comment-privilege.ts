// What the composer needs to know about the reader: the privilege preset in force
// (Settings/Privileges, 'young' by default), their reputation (Profiles/{uid}) and their roles.
import { readMemberStanding, type MemberStanding } from '@/features/privileges';
import { useSubscription, type Subscribe, type SubscriptionState } from '@/lib/subscription';

function subscribeToStanding(uid: string): Subscribe<MemberStanding> {
  return async (onData, onError) => {
    try {
      onData(await readMemberStanding(uid));
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
    return () => {};
  };
}

/** The signed-in reader's standing, read once per page. */
export function useCommenterStanding(uid: string): SubscriptionState<MemberStanding> {
  return useSubscription(`CommenterStanding?uid=${uid}`, subscribeToStanding(uid));
}
