import { hasVisibleCharacter } from '../shared/visible-text';

// The ContactForm fields the callable accepts, with the limits of docs/data-model.md.
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_COMMENT_MAX = 5000;
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+[.][^@\s]+$/u;

export interface ContactMessage {
  Name: string;
  /** Lowercased, so account deletion finds messages sent from the same e-mail. */
  EMail: string;
  Comment: string;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max && hasVisibleCharacter(trimmed)
    ? trimmed
    : null;
}

/** The message to store, or the name of the first invalid field. */
export function parseContactMessage(
  data: unknown,
): { message: ContactMessage } | { invalid: 'Name' | 'EMail' | 'Comment' } {
  const input = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const Name = text(input.Name, CONTACT_NAME_MAX);
  if (Name === null) return { invalid: 'Name' };
  const email = typeof input.EMail === 'string' ? input.EMail.trim().toLowerCase() : '';
  if (email.length > CONTACT_EMAIL_MAX || !EMAIL_SHAPE.test(email)) return { invalid: 'EMail' };
  const Comment = text(input.Comment, CONTACT_COMMENT_MAX);
  if (Comment === null) return { invalid: 'Comment' };
  return { message: { Name, EMail: email, Comment } };
}
