import { z } from 'zod/v4';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, TEXT_LIMITS, hasVisibleCharacter } from '@queryhub/model';

// The ContactForm fields the callable accepts, with the model's limits (docs/data-model.md).
const EMAIL_SHAPE = new RegExp(`^${EMAIL_PATTERN}$`, 'u');

export interface ContactMessage {
  Name: string;
  /** Lowercased, so account deletion finds messages sent from the same e-mail. */
  EMail: string;
  Comment: string;
}

/** Trimmed text of 1..max characters with at least one visible one. */
const visibleText = (max: number) =>
  z
    .string()
    .trim()
    .refine((text) => text.length >= 1 && text.length <= max && hasVisibleCharacter(text));

// Fields in the order the form shows them: the first problem named is the first field's.
const ContactMessageSchema = z.object({
  Name: visibleText(TEXT_LIMITS.contactName.max),
  EMail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((email) => email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email)),
  Comment: visibleText(TEXT_LIMITS.contactComment.max),
});

const CONTACT_FIELDS = ['Name', 'EMail', 'Comment'] as const;

/** The message to store, or the name of the first invalid field. */
export function parseContactMessage(
  data: unknown,
): { message: ContactMessage } | { invalid: (typeof CONTACT_FIELDS)[number] } {
  const result = ContactMessageSchema.safeParse(data ?? {});
  if (result.success) return { message: result.data };
  const field = result.error.issues[0]?.path[0];
  return { invalid: CONTACT_FIELDS.find((name) => name === field) ?? 'Name' };
}
