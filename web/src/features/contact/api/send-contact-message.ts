import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const COMMENT_MAX_LENGTH = 5000;
/** The rules' e-mail shape (an HTML pattern: anchored, without slashes). */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+[.][^@\\s]+';

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
  await addDoc(collection(db, COLLECTIONS.contactForm), {
    Name: name,
    EMail: email,
    Comment: comment,
    date: serverTimestamp(),
    ...(uid ? { uid } : {}),
  });
}
