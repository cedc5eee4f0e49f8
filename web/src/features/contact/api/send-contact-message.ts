import { loadFunctions } from '@/lib/firebase';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const COMMENT_MAX_LENGTH = 5000;
/** The callable's e-mail shape (an HTML pattern: anchored, without slashes). */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+[.][^@\\s]+';

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
