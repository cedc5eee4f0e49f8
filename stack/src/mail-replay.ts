// MailDev keeps its messages in memory, so each start of the stack begins with an empty inbox.
// The mail the functions sent before (Mail documents in SUCCESS, saved with the emulators' state,
// the demo's digest and alerts among them) is delivered to it again at start, so the local inbox
// shows the same history as the data.
import { setTimeout as sleep } from 'node:timers/promises';

/** At most this many of the newest sent mails are restored. */
const REPLAYED_MAILS = 100;

type FirestoreValue = {
  stringValue?: string;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, FirestoreValue> };
};

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  sentAt: string;
}

const text = (value: FirestoreValue | undefined): string => value?.stringValue ?? '';

/** A Mail document of the Firestore REST API as the fields we resend. */
function storedMail(fields: Record<string, FirestoreValue>): StoredMail {
  const message = fields.message?.mapValue?.fields ?? {};
  const headers = Object.fromEntries(
    Object.entries(fields.headers?.mapValue?.fields ?? {}).map(([key, value]) => [
      key,
      text(value),
    ]),
  );
  const delivery = fields.delivery?.mapValue?.fields ?? {};
  return {
    to: text(fields.to),
    subject: text(message.subject),
    text: text(message.text),
    html: text(message.html),
    headers,
    sentAt: delivery.endTime?.timestampValue ?? '',
  };
}

async function sentMail(firestoreUrl: string, projectId: string): Promise<StoredMail[]> {
  const response = await fetch(
    `${firestoreUrl}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      // The emulator's owner token: a read that security rules do not apply to.
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'Mail' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'delivery.state' },
              op: 'EQUAL',
              value: { stringValue: 'SUCCESS' },
            },
          },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  const rows = (await response.json()) as {
    document?: { fields: Record<string, FirestoreValue> };
  }[];
  return rows.flatMap((row) => (row.document ? [storedMail(row.document.fields)] : []));
}

/** Resends the mail sent before `startedAt` (ISO time) to the local inbox, oldest first. */
export async function replaySentMail(options: {
  firestoreUrl: string;
  projectId: string;
  smtpUri: string;
  startedAt: string;
}): Promise<number> {
  let mails: StoredMail[] | undefined;
  for (let attempt = 0; attempt < 60 && !mails; attempt += 1) {
    try {
      mails = await sentMail(options.firestoreUrl, options.projectId);
    } catch {
      await sleep(1000);
    }
  }
  const earlier = (mails ?? [])
    .filter((mail) => mail.to && mail.sentAt && mail.sentAt < options.startedAt)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .slice(-REPLAYED_MAILS);
  if (earlier.length === 0) return 0;
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(options.smtpUri);
  try {
    for (const mail of earlier) {
      await transport.sendMail({
        from: 'QueryHub <noreply@queryhub.example>',
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        date: new Date(mail.sentAt),
      });
    }
  } finally {
    transport.close();
  }
  return earlier.length;
}
