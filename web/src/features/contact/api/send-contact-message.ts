import {
  COLLECTIONS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  TEXT_LIMITS,
  newContactMessage,
} from '@queryhub/model';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';

export const NAME_MAX_LENGTH = TEXT_LIMITS.contactName.max;
export const COMMENT_MAX_LENGTH = TEXT_LIMITS.contactComment.max;
/** The rules' e-mail shape (an HTML pattern: anchored, without slashes) and length. */
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN };

export interface ContactMessageInput {
  name: string;
  email: string;
  comment: string;
  /** Present only when the sender is signed in. */
  uid?: string | undefined;
}

/** Adds a create-only `ContactForm` document with a generated id, so nothing is overwritten. */
export async function sendContactMessage({
  name,
  email,
  comment,
  uid,
}: ContactMessageInput): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const { addDoc, collection, serverTimestamp } = sdk;
  await addDoc(
    collection(db, COLLECTIONS.contactForm).withConverter(newDocuments.contactForm),
    newContactMessage({ name, email, comment, uid }, serverTimestamp()),
  );
}
