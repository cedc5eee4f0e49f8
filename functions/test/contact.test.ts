import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_WINDOW_MS,
  retryAfterText,
  spendContactBudget,
} from '../src/contact/contact-budget';
import { parseContactMessage } from '../src/contact/contact-message';
import { budgetKey } from '../src/contact/send-contact-message';
import { displayNameProblem, hasVisibleCharacter } from '@queryhub/model';

describe('spendContactBudget', () => {
  it('allows CONTACT_MESSAGES_PER_WINDOW messages per window, then says how long to wait', () => {
    let budget;
    for (let n = 1; n <= CONTACT_MESSAGES_PER_WINDOW; n += 1) {
      const decision = spendContactBudget(budget, 1000 + n);
      expect(decision.allowed).toBe(true);
      if (decision.allowed) budget = decision.budget;
    }
    expect(budget).toEqual({ windowStart: 1001, count: CONTACT_MESSAGES_PER_WINDOW });
    expect(spendContactBudget(budget, 1001 + 60_000)).toEqual({
      allowed: false,
      retryAfterMs: CONTACT_WINDOW_MS - 60_000,
    });
  });

  it('starts a new window once the old one has passed (or the clock went back)', () => {
    const full = { windowStart: 0, count: CONTACT_MESSAGES_PER_WINDOW };
    expect(spendContactBudget(full, CONTACT_WINDOW_MS)).toEqual({
      allowed: true,
      budget: { windowStart: CONTACT_WINDOW_MS, count: 1 },
    });
    expect(spendContactBudget({ windowStart: 5000, count: 99 }, 10).allowed).toBe(true);
  });
});

describe('retryAfterText', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(retryAfterText(1)).toBe('1 minute');
    expect(retryAfterText(60_001)).toBe('2 minutes');
    expect(retryAfterText(CONTACT_WINDOW_MS)).toBe('60 minutes');
  });
});

describe('parseContactMessage', () => {
  it('keeps a valid message, trimmed, with the e-mail lowercased', () => {
    expect(
      parseContactMessage({ Name: ' Ann ', EMail: ' Ann@Example.COM ', Comment: 'Hi ' }),
    ).toEqual({ message: { Name: 'Ann', EMail: 'ann@example.com', Comment: 'Hi' } });
  });

  it('names the first invalid field', () => {
    const ok = { Name: 'Ann', EMail: 'ann@example.com', Comment: 'Hi' };
    expect(parseContactMessage({ ...ok, Name: '\u200B\u3164' })).toEqual({ invalid: 'Name' });
    expect(parseContactMessage({ ...ok, Name: 'n'.repeat(101) })).toEqual({ invalid: 'Name' });
    expect(parseContactMessage({ ...ok, EMail: 'ann@' })).toEqual({ invalid: 'EMail' });
    expect(parseContactMessage({ ...ok, EMail: `${'e'.repeat(250)}@x.io` })).toEqual({
      invalid: 'EMail',
    });
    expect(parseContactMessage({ ...ok, Comment: 'c'.repeat(5001) })).toEqual({
      invalid: 'Comment',
    });
    expect(parseContactMessage({ ...ok, Comment: 42 })).toEqual({ invalid: 'Comment' });
    expect(parseContactMessage(null)).toEqual({ invalid: 'Name' });
  });
});

describe('budgetKey', () => {
  const raw = (headers: Record<string, string>, remoteAddress = '10.0.0.9') =>
    ({ headers, socket: { remoteAddress } }) as never;

  it('keys members by uid and everyone else by a hash of the hop Google appends (the last)', () => {
    const member = budgetKey({
      auth: { uid: 'u1', token: { firebase: { sign_in_provider: 'password' } } } as never,
      rawRequest: raw({}),
    });
    expect(member).toEqual({ key: 'uid-u1', uid: 'u1' });
    for (const provider of ['google.com', 'github.com']) {
      const social = budgetKey({
        auth: { uid: 'u2', token: { firebase: { sign_in_provider: provider } } } as never,
        rawRequest: raw({}),
      });
      expect(social).toEqual({ key: 'uid-u2', uid: 'u2' });
    }
    const anonymous = budgetKey(
      {
        auth: { uid: 'a1', token: { firebase: { sign_in_provider: 'anonymous' } } } as never,
        rawRequest: raw({ 'x-forwarded-for': '198.51.100.66, 203.0.113.7' }),
      },
      true,
    );
    const visitor = budgetKey({ rawRequest: raw({ 'x-forwarded-for': '203.0.113.7' }) }, true);
    expect(anonymous).toEqual(visitor);
    expect(visitor.uid).toBeNull();
    expect(visitor.key).toMatch(/^ip-[0-9a-f]{32}$/u);
    expect(visitor.key).not.toContain('203.0.113.7');
    expect(budgetKey({ rawRequest: raw({}, '198.51.100.1') }, true).key).not.toBe(visitor.key);
  });

  it('ignores every hop the client wrote', () => {
    const honest = budgetKey({ rawRequest: raw({ 'x-forwarded-for': '203.0.113.7' }) }, true);
    for (const forged of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'made-up']) {
      const header = { 'x-forwarded-for': `${forged}, 203.0.113.7` };
      expect(budgetKey({ rawRequest: raw(header) }, true)).toEqual(honest);
    }
  });

  it('uses the socket address under the emulator, whatever the header says', () => {
    const a = budgetKey({ rawRequest: raw({ 'x-forwarded-for': '1.1.1.1' }, '127.0.0.1') }, false);
    const b = budgetKey({ rawRequest: raw({ 'x-forwarded-for': '2.2.2.2' }, '127.0.0.1') }, false);
    expect(a).toEqual(b);
  });
});

describe('hasVisibleCharacter', () => {
  it('refuses text made only of spaces, zero-width, bidi and filler characters', () => {
    for (const text of ['', ' \t\n', '\u200B\u3164', '\u202E\u202C', '\u115F\u1160\uFFA0\u2800']) {
      expect(hasVisibleCharacter(text)).toBe(false);
    }
  });

  it('accepts any text with something to see', () => {
    for (const text of ['a', ' 東 ', '\u200B!', '🔥', 'é']) {
      expect(hasVisibleCharacter(text)).toBe(true);
    }
  });
});

describe('displayNameProblem', () => {
  it('refuses invisible-only names, bidi controls and reserved names in any case', () => {
    expect(displayNameProblem('\u200B\u3164')).toBe('invisible');
    expect(displayNameProblem('gnp\u202Eexe')).toBe('bidi');
    expect(displayNameProblem('Ann\u2066')).toBe('bidi');
    expect(displayNameProblem('Deleted User')).toBe('reserved');
    expect(displayNameProblem(' Ann')).toBe('untrimmed');
    expect(displayNameProblem('ADMIN')).toBe('reserved');
  });

  it('accepts ordinary names, accents, CJK and emoji', () => {
    for (const name of ['Ann', 'Zoë Brontë', '陈伟', 'Deleted user fan', '🔥 Ann']) {
      expect(displayNameProblem(name)).toBeNull();
    }
  });
});
