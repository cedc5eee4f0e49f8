import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@queryhub/model';
import { loadFunctions } from '@/lib/firebase';

/** The callable's e-mail shape (an HTML pattern: anchored, without slashes) and length. */
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN };

export interface ContactMessageInput {
  name: string;
  email: string;
  comment: string;
}

/**
 * Sends the message through the `sendContactMessage` callable, which stores it as a new
 * `ContactForm` document (with the sender's uid when signed in) after spending the sender's
 * budget. A spent budget fails with `functions/resource-exhausted` and a message saying when
 * to try again.
 */
export async function sendContactMessage({
  name,
  email,
  comment,
}: ContactMessageInput): Promise<void> {
  const { functions, sdk } = await loadFunctions();
  await sdk.httpsCallable(
    functions,
    'sendContactMessage',
  )({
    Name: name,
    EMail: email,
    Comment: comment,
  });
}
