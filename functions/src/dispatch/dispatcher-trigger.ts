// Firestore triggers that dispatch each write of their documents to a handler table.
import {
  onDocumentCreated,
  onDocumentWritten,
  type DocumentOptions,
} from 'firebase-functions/v2/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';
import { failIfFaultInjected } from '../testing/fault-switch';
import { dispatchWrite, type WriteHandler } from './document-write';

/**
 * Redelivery on and the timeout of every retried trigger. `maxInstances` bounds what the search
 * mirror's connections may add up to (instances × MIRROR_POOL_SIZE; README, deploy section).
 */
export const POST_DISPATCHER_OPTIONS = { ...RETRIED_TRIGGER_OPTIONS, maxInstances: 20 } as const;

/** `collection/{id}`: the document id is the `id` parameter. */
type DispatchedDocument = `${string}/{id}`;

/** A snapshot as the trigger's change or created event carries it. */
interface EventSnapshot {
  readonly exists: boolean;
  data(): DocumentData | undefined;
  readonly updateTime?: { toMillis(): number };
}

function dispatchEvent(
  name: string,
  event: { id: string; time: string; params: { id: string } },
  before: EventSnapshot | undefined,
  after: EventSnapshot | undefined,
  handlers: readonly WriteHandler[],
): Promise<void> {
  return dispatchWrite(
    name,
    event.id,
    {
      id: event.params.id,
      time: event.time,
      before: before?.exists ? before.data() : undefined,
      after: after?.exists ? after.data() : undefined,
      beforeUpdateMillis: before?.exists ? before.updateTime?.toMillis() : undefined,
      afterUpdateMillis: after?.exists ? after.updateTime?.toMillis() : undefined,
    },
    handlers,
    // Throws only in the Functions emulator, for the handler named in `_testing/faults`.
    failIfFaultInjected,
  );
}

/** Every write (create, update, delete) of the documents. */
export function documentDispatcher(
  name: string,
  options: DocumentOptions<DispatchedDocument>,
  handlers: readonly WriteHandler[],
) {
  return onDocumentWritten(options, (event) =>
    dispatchEvent(name, event, event.data?.before, event.data?.after, handlers),
  );
}

/** Creates only: the handlers' own updates of the new document wake nothing. */
export function createdDispatcher(
  name: string,
  options: DocumentOptions<DispatchedDocument>,
  handlers: readonly WriteHandler[],
) {
  return onDocumentCreated(options, (event) =>
    dispatchEvent(name, event, undefined, event.data, handlers),
  );
}
