// Mail bodies: an HTML part (one narrow column that reads on a phone) and a plain-text part.
// Everything that comes from users is escaped; a subject is always one line.
import { EMAIL_PREFERENCES_PATH, type MailKind } from '@queryhub/model';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** C0 controls (CR and LF among them), DEL, C1 controls and the Unicode line separators. */
function isControl(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Longest subject we write; longer ones are cut with an ellipsis. */
const MAX_SUBJECT_LENGTH = 120;

/** One line (no CR, LF or other control character, so no header injection), at most 120 characters. */
export function subjectLine(text: string): string {
  const line = Array.from(text, (ch) => (isControl(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length <= MAX_SUBJECT_LENGTH ? line : `${line.slice(0, MAX_SUBJECT_LENGTH - 1)}…`;
}

/**
 * Non-ASCII characters as numeric references: the HTML then reads the same whatever charset a
 * viewer assumes (MailDev's HTML view, for one, drops the meta charset).
 */
export function asciiHtml(html: string): string {
  return html.replace(/[^\x20-\x7e\n\t]/gu, (ch) => `&#${ch.codePointAt(0) ?? 63};`);
}

/** A link in a mail: its visible text and its absolute URL. */
interface MailLink {
  label: string;
  url: string;
}

export interface MailSection {
  heading: string;
  /** Each item: a line of text and the page it is about. */
  items: { text: string; link: MailLink }[];
}

export interface MailLayout {
  subject: string;
  intro: string;
  /** The page the mail is about as a whole (the inbox, the site), shown under the intro. */
  action?: MailLink;
  sections: MailSection[];
  kind: MailKind;
  origin: string;
  unsubscribeUrl: string;
}

const KIND_REASONS: Record<MailKind, { reason: string; off: string }> = {
  activity: {
    reason: 'You get this e-mail because you asked to hear about activity on your posts.',
    off: 'Stop these e-mails',
  },
  digest: {
    reason: 'You get this e-mail because you turned on the weekly digest.',
    off: 'Stop the weekly digest',
  },
};

const STYLE = {
  body: 'margin:0;padding:0;background:#f4f5f7;',
  column:
    'max-width:600px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;' +
    'font-size:16px;line-height:1.5;color:#1f2328;background:#ffffff;',
  brand: 'font-size:20px;font-weight:bold;margin:0 0 12px;color:#0b57d0;',
  heading: 'font-size:17px;margin:20px 0 8px;',
  item: 'margin:0 0 12px;padding:8px 0;border-bottom:1px solid #e5e7eb;word-wrap:break-word;',
  link: 'color:#0b57d0;',
  footer: 'margin-top:24px;font-size:13px;color:#57606a;',
};

export function renderMail(layout: MailLayout): RenderedMail {
  const subject = subjectLine(layout.subject);
  const { reason, off } = KIND_REASONS[layout.kind];
  const preferences = `${layout.origin}${EMAIL_PREFERENCES_PATH}`;

  const textSections = layout.sections.map((section) =>
    [
      section.heading,
      '',
      ...section.items.map((item) => `- ${item.text}\n  ${item.link.url}`),
    ].join('\n'),
  );
  const text = [
    layout.intro,
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`] : []),
    '',
    ...textSections.flatMap((s) => [s, '']),
    '--',
    reason,
    `${off}: ${layout.unsubscribeUrl}`,
    `All e-mail settings: ${preferences}`,
    '',
  ].join('\n');

  const htmlSections = layout.sections
    .map(
      (section) =>
        `<h2 style="${STYLE.heading}">${escapeHtml(section.heading)}</h2>` +
        section.items
          .map(
            (item) =>
              `<p style="${STYLE.item}">${escapeHtml(item.text)}<br>` +
              `<a style="${STYLE.link}" href="${escapeHtml(item.link.url)}">${escapeHtml(item.link.label)}</a></p>`,
          )
          .join(''),
    )
    .join('');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="${STYLE.body}"><div style="${STYLE.column}">` +
    `<p style="${STYLE.brand}">QueryHub</p>` +
    `<p>${escapeHtml(layout.intro)}</p>` +
    (layout.action
      ? `<p><a style="${STYLE.link}" href="${escapeHtml(layout.action.url)}">${escapeHtml(layout.action.label)}</a></p>`
      : '') +
    htmlSections +
    `<div style="${STYLE.footer}"><p>${escapeHtml(reason)}</p>` +
    `<p><a style="${STYLE.link}" href="${escapeHtml(layout.unsubscribeUrl)}">${escapeHtml(off)}</a>` +
    ` | <a style="${STYLE.link}" href="${escapeHtml(preferences)}">All e-mail settings</a></p>` +
    '</div></div></body></html>';
  return { subject, text, html: asciiHtml(html) };
}
