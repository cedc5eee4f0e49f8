// E-mail: the shapes of Mail, EmailPreferences and MailState documents, the kinds of mail a
// member can turn off, and the canonical links a mail carries (docs/data-model.md, "Mail").

/** The kinds of mail a member chooses; each has its own unsubscribe link. */
export const MAIL_KINDS = ['activity', 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The EmailPreferences field of each kind. */
export const PREFERENCE_FIELDS = { activity: 'Activity', digest: 'Digest' } as const;

/** `EmailPreferences/{uid}`: exactly these fields (firestore.rules). */
export interface EmailPreferencesRaw<T> {
  /** Alerts about unread activity on one's posts and followed questions (on by default). */
  Activity: boolean;
  /** The weekly digest (off by default: opt-in). */
  Digest: boolean;
  UpdatedAt: T;
}

/** What a member without an EmailPreferences document gets. */
export const DEFAULT_EMAIL_PREFERENCES = { Activity: true, Digest: false } as const;

/** Delivery states, as the Trigger Email extension names them. */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

/** `Mail/{id}`: the extension's document shape plus the member and kind it was made for. */
export interface MailDoc<T> {
  to: string;
  message: { subject: string; text: string; html: string };
  headers: Record<string, string>;
  /** The member it was made for (account deletion removes their mail). */
  uid: string;
  kind: MailKind;
  createdAt: T;
  delivery: {
    state: DeliveryState;
    attempts: number;
    startTime?: T | null;
    endTime?: T | null;
    error?: string | null;
    info?: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
  };
}

/** `MailState/{uid}`: written by functions only. */
export interface MailStateDoc<T> {
  /** The newest inbox item an alert covered: later unread items make the next alert. */
  LastAlertAt?: T;
  /** The UTC day (YYYY-MM-DD) AlertsToday counts. */
  AlertDay?: string;
  AlertsToday?: number;
  /** The ISO week (YYYY-Www) of the last digest. */
  LastDigestWeek?: string;
}

/** At most this many alert mails per member per UTC day. */
export const MAX_ALERTS_PER_DAY = 10;
/** An alert lists at most this many unread items (the newest). */
export const MAX_ALERT_ITEMS = 20;
/** A digest goes only to members absent this long. */
export const DIGEST_ABSENCE_DAYS = 7;
/** Unsubscribe links work this long after the mail was made. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;
/** The Hosting path of the unsubscribe function. */
export const UNSUBSCRIBE_PATH = '/Unsubscribe';
/** The page where a signed-in member sets their e-mail preferences. */
export const EMAIL_PREFERENCES_PATH = '/Profile/EmailPreferences';

/** Spaces to hyphens, then one encoded path segment (the web's paths.ts does the same). */
function urlSegment(text: string): string {
  return encodeURIComponent(text.trim().replace(/\s+/g, '-'));
}

/** A question's canonical path, the same the web app routes and the sitemap lists. */
export function questionPath(catId: string, questionId: string, question: string): string {
  return `/Questions/${encodeURIComponent(catId)}/${encodeURIComponent(questionId)}/${urlSegment(question)}`;
}
