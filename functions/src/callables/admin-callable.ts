import type { Firestore } from 'firebase-admin/firestore';
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import { recordAudit, type AuditEntry } from '../moderation/audit';
import { firestore } from '../shared/firebase';
import { requireAdmin, requireModerator } from './require-admin';

/** A whole-collection maintenance run: up to the 9-minute limit, with room for its pages. */
const MAINTENANCE: CallableOptions = { timeoutSeconds: 540, memory: '512MiB' };

/** Every administrator's callable, with its runtime options, in one table. */
const ADMIN_CALLABLE_OPTIONS = {
  recountUserCounters: MAINTENANCE,
  rebuildSearchKeywords: MAINTENANCE,
  purgeOrphanedFiles: MAINTENANCE,
  recomputeReputation: MAINTENANCE,
  recomputeBadges: MAINTENANCE,
  migrateLegacyData: MAINTENANCE,
  moderatePost: { timeoutSeconds: 120 },
  setUserSuspended: { timeoutSeconds: 60 },
  setPrivilegePreset: { timeoutSeconds: 30 },
  addWebhook: { timeoutSeconds: 30 },
  removeWebhook: { timeoutSeconds: 30 },
  // The digest's mails carry signed unsubscribe links.
  runDigest: { timeoutSeconds: 540, secrets: [UNSUBSCRIBE_SECRET] },
} as const satisfies Record<string, CallableOptions>;

export type AdminCallableName = keyof typeof ADMIN_CALLABLE_OPTIONS;

/** What the audit log records of one run, less the administrator (the wrapper adds it). */
type AuditRecord = Omit<AuditEntry, 'by'>;

type Result = object;

export interface AdminCallableSpec<Input, Output extends Result> {
  /** The request's data, checked; throws HttpsError('invalid-argument') on bad input. */
  parse: (data: unknown) => Input;
  run: (input: Input, db: Firestore, request: CallableRequest) => Promise<Output>;
  /** The run's audit entry; by default the callable's name, no target, the result as details. */
  audit?: (input: Input, output: Output) => AuditRecord;
  /** Moderators (claim `moderator: true`) may call it too: the flag and close queues only. */
  moderators?: true;
}

/** For callables that take no parameters. */
export const noInput = (): null => null;

/**
 * An administrator's callable: refuses anyone without the admin claim (or, for a callable marked
 * `moderators`, without the admin or moderator claim), checks the input, runs, and records the
 * run in AuditLog with the caller's uid.
 */
export function adminCallable<Input, Output extends Result>(
  name: AdminCallableName,
  spec: AdminCallableSpec<Input, Output>,
) {
  return onCall(ADMIN_CALLABLE_OPTIONS[name], async (request) => {
    if (spec.moderators) requireModerator(request);
    else requireAdmin(request);
    const input = spec.parse(request.data);
    const db = firestore();
    const output = await spec.run(input, db, request);
    const audit = spec.audit?.(input, output) ?? { action: name, target: '', details: output };
    await recordAudit(db, { ...audit, by: request.auth?.uid ?? '' });
    return output;
  });
}
