// A Mail document (the Trigger Email extension's shape) with its one-click unsubscribe headers.
import { UNSUBSCRIBE_PATH, type MailKind } from '@queryhub/model';
import type { RenderedMail } from './render';

/** The link a mail's unsubscribe header and footer point at. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** RFC 8058 one-click unsubscribe: the POST target and the marker that it takes no confirmation. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function mailDocument(
  to: string,
  uid: string,
  kind: MailKind,
  message: RenderedMail,
  unsubscribe: string,
  createdAt: unknown,
): Record<string, unknown> {
  return {
    to,
    uid,
    kind,
    message,
    headers: unsubscribeHeaders(unsubscribe),
    createdAt,
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      error: null,
      info: null,
    },
  };
}
