import { COLLECTIONS, readMap, readOptionalString } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { Transporter } from 'nodemailer';
import { deliverMail } from '../mail/deliver';
import { MAIL_FROM, SMTP_CONNECTION_URI } from '../mail/mail-params';
import { firestore } from '../shared/firebase';

let transporter: { uri: string; transport: Transporter } | undefined;

/** One pooled SMTP connection per instance (a new one if the secret changed). */
async function transportFor(uri: string): Promise<Transporter> {
  if (transporter?.uri !== uri) {
    const { createTransport } = await import('nodemailer');
    transporter = { uri, transport: createTransport(uri) };
  }
  return transporter.transport;
}

// The sender: every new Mail document (state PENDING) and every one set to RETRY is delivered
// to the SMTP server named by SMTP_CONNECTION_URI. Its own state writes run it again and are
// ignored (claim() takes only PENDING and RETRY), so a mail is sent by one run at a time.
export const onMailWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.mail}/{mailId}`,
    secrets: [SMTP_CONNECTION_URI],
    timeoutSeconds: 120,
  },
  async (event) => {
    const after = event.data?.after.data();
    const state = after ? readOptionalString(readMap(after, 'delivery'), 'state') : null;
    if (state !== 'PENDING' && state !== 'RETRY') return;
    const transport = await transportFor(SMTP_CONNECTION_URI.value());
    await deliverMail(
      firestore(),
      firestore().collection(COLLECTIONS.mail).doc(event.params.mailId),
      transport,
      MAIL_FROM.value(),
    );
  },
);
