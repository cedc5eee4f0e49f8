// First posts from new accounts: what a post's text says about it, as one pure function shared
// by the web app (the link limit, before sending) and the functions (the create trigger that
// holds a post for review, and the notifiers that must reach the same decision without waiting
// for it). The decision reads only the post and the account's age, never a counter that other
// triggers update concurrently (docs/decisions.md, "First posts from new accounts").
import {
  HOLD_SCORE_ESTABLISHED_ACCOUNT,
  HOLD_SCORE_NEW_ACCOUNT,
  NEW_ACCOUNT_MAX_LINKS,
  NEW_ACCOUNT_POST_DAYS,
  SPAM_DOMAIN_COUNT,
  SPAM_REPEAT_COUNT,
} from './limits.js';

export const SPAM_REASONS = [
  'too-many-links',
  'many-domains',
  'repeated-text',
  'known-bad-domain',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** How the moderation queue names each reason. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  'too-many-links': 'too many links for a new account',
  'many-domains': 'links to many domains',
  'repeated-text': 'repeated text',
  'known-bad-domain': 'a known-bad domain',
};

export interface SpamScore {
  /** Links in the text (outside code). */
  links: number;
  /** The distinct linked hosts, lower case, without a leading `www.`. */
  domains: string[];
  score: number;
  reasons: SpamReason[];
  /** Whether the post waits in the moderation queue until a moderator approves it. */
  hold: boolean;
}

export interface PostReviewInput {
  /** The post's Markdown source. */
  text: string;
  /** Whether the author's account was new when it posted (isNewAccount). */
  newAccount: boolean;
  /** Known-bad domains: a listed domain matches itself and its subdomains. */
  badDomains: readonly string[];
}

const DAY_MS = 86_400_000;

/**
 * Whether an account created at `createdAtMillis` is new at `atMillis` (both server times: the
 * Users record's CreatedAt, the post's date). An account with a Users record but no CreatedAt
 * predates the field (legacy or migrated): established. `null` for `createdAtMillis` with
 * `hasRecord` false (no record at all) counts as new: nothing vouches for it.
 */
export function isNewAccount(account: {
  hasRecord: boolean;
  createdAtMillis: number | null;
  atMillis: number;
}): boolean {
  if (account.createdAtMillis === null) return !account.hasRecord;
  return account.atMillis - account.createdAtMillis < NEW_ACCOUNT_POST_DAYS * DAY_MS;
}

// Fenced blocks (``` or ~~~) and inline code spans: a URL quoted in code is not a link.
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const INLINE_CODE = /(`+)[^`]*?\1/g;
// An absolute http(s) URL, or a protocol-relative one as a Markdown link or image target.
const LINK = /\bhttps?:\/\/[^\s<>"'`)\]]+|\]\(\s*<?\/\/[^\s<>"'`)\]]+/gi;

function withoutCode(text: string): string {
  return text.replace(FENCED_CODE, '\n').replace(INLINE_CODE, ' ');
}

/** The links of a post's Markdown, outside code: absolute http(s) URLs and `](//host…)`. */
export function postLinks(text: string): string[] {
  return withoutCode(text).match(LINK) ?? [];
}

/** A link's host, lower case, without user info, port or a leading `www.`; '' if it has none. */
export function linkDomain(link: string): string {
  const afterScheme = link.slice(link.indexOf('//') + 2);
  const authority = afterScheme.split(/[/?#\\]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** Whether `domain` is a listed domain or one of its subdomains. */
function isListedDomain(domain: string, list: readonly string[]): boolean {
  return list.some((listed) => domain === listed || domain.endsWith(`.${listed}`));
}

function mostRepeated(items: readonly string[]): number {
  const counts = new Map<string, number>();
  let most = 0;
  for (const item of items) {
    const count = (counts.get(item) ?? 0) + 1;
    counts.set(item, count);
    most = Math.max(most, count);
  }
  return most;
}

const PHRASE_WORDS = 5;

/**
 * Whether the text repeats itself: one line of at least 12 characters, or one five-word phrase,
 * appears SPAM_REPEAT_COUNT times or more (code left out: code repeats lines honestly). Words
 * are runs of letters and digits, so punctuation runs (`- - -`) are no phrase.
 */
export function hasRepeatedText(text: string): boolean {
  const prose = withoutCode(text).toLowerCase();
  const lines = prose
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length >= 12 && /[\p{L}\p{N}]/u.test(line));
  if (mostRepeated(lines) >= SPAM_REPEAT_COUNT) return true;
  const words = prose.match(/[\p{L}\p{N}]+/gu) ?? [];
  const phrases: string[] = [];
  for (let start = 0; start + PHRASE_WORDS <= words.length; start += 1) {
    phrases.push(words.slice(start, start + PHRASE_WORDS).join(' '));
  }
  return mostRepeated(phrases) >= SPAM_REPEAT_COUNT;
}

/**
 * The post's spam score and whether it waits for review. Each reason adds to the score: a
 * known-bad domain 3, too many links for a new account 2, links to SPAM_DOMAIN_COUNT or more
 * domains 2, repeated text 1 (2 when the post also links somewhere: text repeated around a link
 * is the link spammer's pattern). A new account's post is held from HOLD_SCORE_NEW_ACCOUNT, an
 * established account's from HOLD_SCORE_ESTABLISHED_ACCOUNT (a known-bad domain, or many domains
 * with repeated text).
 */
export function scorePost(input: PostReviewInput): SpamScore {
  const links = postLinks(input.text);
  const domains = [...new Set(links.map(linkDomain).filter((domain) => domain !== ''))];
  const reasons: SpamReason[] = [];
  let score = 0;
  if (domains.some((domain) => isListedDomain(domain, input.badDomains))) {
    reasons.push('known-bad-domain');
    score += 3;
  }
  if (input.newAccount && links.length > NEW_ACCOUNT_MAX_LINKS) {
    reasons.push('too-many-links');
    score += 2;
  }
  if (domains.length >= SPAM_DOMAIN_COUNT) {
    reasons.push('many-domains');
    score += 2;
  }
  if (hasRepeatedText(input.text)) {
    reasons.push('repeated-text');
    score += links.length > 0 ? 2 : 1;
  }
  const threshold = input.newAccount ? HOLD_SCORE_NEW_ACCOUNT : HOLD_SCORE_ESTABLISHED_ACCOUNT;
  return { links: links.length, domains, score, reasons, hold: score >= threshold };
}

/** Links over a new account's limit, for the form's message (0 when within it or established). */
export function linksOverNewAccountLimit(text: string, newAccount: boolean): number {
  if (!newAccount) return 0;
  const links = postLinks(text).length;
  return links > NEW_ACCOUNT_MAX_LINKS ? links : 0;
}
