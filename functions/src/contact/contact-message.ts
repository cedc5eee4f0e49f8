import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, TEXT_LIMITS, hasVisibleCharacter } from '@queryhub/model';

// The ContactForm fields the callable accepts, with the model's limits (docs/data-model.md).
const EMAIL_SHAPE = new RegExp(`^${EMAIL_PATTERN}$`, 'u');

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
  const Name = text(input.Name, TEXT_LIMITS.contactName.max);
  if (Name === null) return { invalid: 'Name' };
  const email = typeof input.EMail === 'string' ? input.EMail.trim().toLowerCase() : '';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return { invalid: 'EMail' };
  const Comment = text(input.Comment, TEXT_LIMITS.contactComment.max);
  if (Comment === null) return { invalid: 'Comment' };
  return { message: { Name, EMail: email, Comment } };
}
