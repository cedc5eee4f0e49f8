import { describe, expect, it } from 'vitest';
import {
  NEW_ACCOUNT_MAX_LINKS,
  NEW_ACCOUNT_POST_DAYS,
  hasRepeatedText,
  isNewAccount,
  linkDomain,
  linksOverNewAccountLimit,
  newAccountLinksMessage,
  postLinks,
  scorePost,
} from '../src/index.js';

const DAY = 86_400_000;
const BAD = ['spam.example'];

const score = (text: string, newAccount = true) => scorePost({ text, newAccount, badDomains: BAD });

describe('postLinks and linkDomain', () => {
  it('counts Markdown links, images, autolinks and bare URLs, but not URLs in code', () => {
    const text = [
      'See [the docs](https://docs.example/a) and ![a chart](http://img.example/c.png),',
      '<https://auto.example/x> or https://bare.example/y.',
      'Protocol-relative: [x](//rel.example/z).',
      '`https://inline-code.example` and',
      '```',
      'curl https://fenced.example/api',
      '```',
    ].join('\n');
    expect(postLinks(text).map(linkDomain)).toEqual([
      'docs.example',
      'img.example',
      'auto.example',
      'bare.example',
      'rel.example',
    ]);
  });

  it('names the host without user info, port, case or www.', () => {
    expect(linkDomain('https://user:pw@WWW.Spam.Example:8080/path?q#f')).toBe('spam.example');
    expect(linkDomain('](//Rel.Example/z')).toBe('rel.example');
  });
});

describe('hasRepeatedText', () => {
  it('finds a line or a five-word phrase said three times', () => {
    expect(
      hasRepeatedText('Buy cheap watches now!\nBuy cheap watches now!\nBuy cheap watches now!'),
    ).toBe(true);
    expect(hasRepeatedText('best deal best deal best deal best deal best deal best deal')).toBe(
      true,
    );
  });

  it('leaves ordinary prose, short lines, punctuation runs and code alone', () => {
    expect(hasRepeatedText('How do I centre a div? I tried flexbox and grid, neither works.')).toBe(
      false,
    );
    expect(hasRepeatedText('ok\nok\nok\nok')).toBe(false);
    expect(hasRepeatedText(`${'- '.repeat(4990)}x`)).toBe(false);
    expect(
      hasRepeatedText('```\nconsole.log(value);\nconsole.log(value);\nconsole.log(value);\n```'),
    ).toBe(false);
  });
});

describe('scorePost', () => {
  it(`lets a new account post up to ${NEW_ACCOUNT_MAX_LINKS} links`, () => {
    const result = score('Compare https://a.example/1 with https://b.example/2');
    expect(result).toEqual({
      links: 2,
      domains: ['a.example', 'b.example'],
      score: 0,
      reasons: [],
      hold: false,
    });
  });

  it('holds a new account’s post over the link limit, not an established one’s', () => {
    const text = 'See https://a.example/1 https://a.example/2 https://a.example/3';
    expect(score(text)).toMatchObject({ links: 3, reasons: ['too-many-links'], hold: true });
    expect(score(text, false)).toMatchObject({ reasons: [], hold: false });
  });

  it('holds links to many domains from a new account; an established one needs more', () => {
    const text = 'https://a.example https://b.example https://c.example';
    expect(score(text)).toMatchObject({
      reasons: ['too-many-links', 'many-domains'],
      score: 4,
      hold: true,
    });
    expect(score(text, false)).toMatchObject({ reasons: ['many-domains'], hold: false });
    const repeated = `${text}\nBuy now, best prices!\nBuy now, best prices!\nBuy now, best prices!`;
    expect(score(repeated, false)).toMatchObject({
      reasons: ['many-domains', 'repeated-text'],
      score: 4,
      hold: true,
    });
  });

  it('holds repeated text around a link from a new account, not repeated text alone', () => {
    const chant = 'Buy now, best prices!\nBuy now, best prices!\nBuy now, best prices!';
    expect(score(chant)).toMatchObject({ reasons: ['repeated-text'], score: 1, hold: false });
    expect(score(`${chant}\nhttps://shop.example`)).toMatchObject({ score: 2, hold: true });
  });

  it('holds any link to a known-bad domain or its subdomains, from any account', () => {
    expect(score('Try http://pills.spam.example/x', false)).toMatchObject({
      reasons: ['known-bad-domain'],
      score: 3,
      hold: true,
    });
    expect(score('Try https://notspam.example/x', false).hold).toBe(false);
  });
});

describe('isNewAccount', () => {
  const at = 100 * DAY;
  it(`is new for ${NEW_ACCOUNT_POST_DAYS} days after CreatedAt`, () => {
    const created = (ageMs: number) =>
      isNewAccount({ hasRecord: true, createdAtMillis: at - ageMs, atMillis: at });
    expect(created(0)).toBe(true);
    expect(created(NEW_ACCOUNT_POST_DAYS * DAY - 1)).toBe(true);
    expect(created(NEW_ACCOUNT_POST_DAYS * DAY)).toBe(false);
  });

  it('treats a record without CreatedAt as established, no record as new', () => {
    expect(isNewAccount({ hasRecord: true, createdAtMillis: null, atMillis: at })).toBe(false);
    expect(isNewAccount({ hasRecord: false, createdAtMillis: null, atMillis: at })).toBe(true);
  });
});

describe('linksOverNewAccountLimit', () => {
  it('gives the count to name in the message, only for a new account over the limit', () => {
    const text = 'https://a.example https://b.example https://c.example';
    expect(linksOverNewAccountLimit(text, true)).toBe(3);
    expect(linksOverNewAccountLimit(text, false)).toBe(0);
    expect(linksOverNewAccountLimit('https://a.example', true)).toBe(0);
    expect(newAccountLinksMessage(3)).toBe(
      `New members may put at most 2 links in a post during their first ${NEW_ACCOUNT_POST_DAYS} days: this one has 3.`,
    );
  });
});
