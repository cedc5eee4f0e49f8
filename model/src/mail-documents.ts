// Tolerant readers of the mail documents (shapes in mail.ts), and the shape of the used
// unsubscribe links (docs/data-model.md, "Mail").
import {
  DEFAULT_EMAIL_PREFERENCES,
  MAIL_KINDS,
  type DeliveryState,
  type EmailPreferencesRaw,
  type MailDoc,
  type MailKind,
  type MailStateDoc,
} from './mail.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import {
  isDocumentData,
  readBoolean,
  readChoice,
  readFlag,
  readMap,
  readNumber,
  readString,
  readStringArray,
  readStringMap,
  readTime,
  withOptional,
} from './read-fields.js';

const DELIVERY_STATES = [
  'PENDING',
  'PROCESSING',
  'SUCCESS',
  'ERROR',
  'RETRY',
] as const satisfies readonly DeliveryState[];

export function readEmailPreferencesDoc(data: DocumentData): EmailPreferencesRaw<ReadTime> {
  return {
    Activity: readBoolean(data, 'Activity', DEFAULT_EMAIL_PREFERENCES.Activity),
    Digest: readBoolean(data, 'Digest', DEFAULT_EMAIL_PREFERENCES.Digest),
    UpdatedAt: readTime(data, 'UpdatedAt'),
  };
}

/** The preferences a stored document (or none) stands for. */
export function effectivePreferences(data: DocumentData | undefined): {
  Activity: boolean;
  Digest: boolean;
} {
  const { Activity, Digest } = readEmailPreferencesDoc(data ?? {});
  return { Activity, Digest };
}

export function readMailDoc(data: DocumentData): MailDoc<ReadTime> {
  const message = readMap(data, 'message');
  const delivery = readMap(data, 'delivery');
  const info = delivery.info;
  return {
    to: readString(data, 'to'),
    message: {
      subject: readString(message, 'subject'),
      text: readString(message, 'text'),
      html: readString(message, 'html'),
    },
    headers: readStringMap(data, 'headers'),
    uid: readString(data, 'uid'),
    kind: readChoice(data, 'kind', MAIL_KINDS),
    createdAt: readTime(data, 'createdAt'),
    delivery: {
      state: readChoice(delivery, 'state', DELIVERY_STATES),
      attempts: readNumber(delivery, 'attempts'),
      startTime: readTime(delivery, 'startTime'),
      endTime: readTime(delivery, 'endTime'),
      error: typeof delivery.error === 'string' ? delivery.error : null,
      info: isDocumentData(info)
        ? {
            messageId: readString(info, 'messageId'),
            accepted: readStringArray(info, 'accepted'),
            rejected: readStringArray(info, 'rejected'),
            response: readString(info, 'response'),
          }
        : null,
    },
  };
}

export function readMailStateDoc(data: DocumentData): MailStateDoc<StoredTimeOrNever> {
  const state: MailStateDoc<StoredTimeOrNever> = {};
  withOptional(state, 'LastAlertAt', readTime(data, 'LastAlertAt'));
  if (typeof data.AlertDay === 'string') state.AlertDay = data.AlertDay;
  if (typeof data.AlertsToday === 'number') state.AlertsToday = data.AlertsToday;
  if (typeof data.LastDigestWeek === 'string') state.LastDigestWeek = data.LastDigestWeek;
  return state;
}

/** MailState's times are optional fields: absent rather than null. */
type StoredTimeOrNever = NonNullable<ReadTime>;

/** `UnsubscribeTokens/{nonce}`: a one-click unsubscribe link that was used (functions only). */
export interface UnsubscribeTokenDoc<T> {
  uid: string;
  Kind: MailKind;
  UsedAt: T;
  /** When the link would have expired. */
  ExpiresAt: T;
  /** The page's Undo was used. */
  Undone: boolean;
}

export function readUnsubscribeTokenDoc(data: DocumentData): UnsubscribeTokenDoc<ReadTime> {
  return {
    uid: readString(data, 'uid'),
    Kind: readChoice(data, 'Kind', MAIL_KINDS),
    UsedAt: readTime(data, 'UsedAt'),
    ExpiresAt: readTime(data, 'ExpiresAt'),
    Undone: readFlag(data, 'Undone'),
  };
}
