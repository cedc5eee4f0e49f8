import { useSubscription } from '@/lib/subscription';
import { subscribeToAuditLog, subscribeToQueue, subscribeToSuspended } from '../api/admin';
import { subscribeToWebhookDeliveries, subscribeToWebhooks } from '../api/webhooks';

export function useModerationQueue() {
  return useSubscription('ModerationQueue', subscribeToQueue());
}

export function useAuditLog() {
  return useSubscription('AuditLog', subscribeToAuditLog());
}

export function useSuspendedUsers() {
  return useSubscription('Suspended', subscribeToSuspended());
}

export function useWebhooks() {
  return useSubscription('Webhooks', subscribeToWebhooks());
}

export function useWebhookDeliveries() {
  return useSubscription('WebhookDeliveries', subscribeToWebhookDeliveries());
}
