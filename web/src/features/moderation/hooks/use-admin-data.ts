import { useSubscription } from '@/lib/subscription';
import { subscribeToAuditLog, subscribeToQueue, subscribeToSuspended } from '../api/admin';

export function useModerationQueue() {
  return useSubscription('ModerationQueue', subscribeToQueue());
}

export function useAuditLog() {
  return useSubscription('AuditLog', subscribeToAuditLog());
}

export function useSuspendedUsers() {
  return useSubscription('Suspended', subscribeToSuspended());
}
