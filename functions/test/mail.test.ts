import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { questionPath, readUserDoc } from '@queryhub/model';
import { isPermanentFailure } from '../src/mail/deliver';
import { isAbsent, isoWeek, rankDigest, type DigestQuestion } from '../src/mail/digest';
import { badgesOfTheWeek, digestBadgeItems } from '../src/mail/digest-badges';
import { asciiHtml, escapeHtml, renderMail, subjectLine } from '../src/mail/render';
import { alertSubject, alertTasks, itemText } from '../src/mail/unread-alerts';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '../src/mail/unsubscribe-token';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('mail rendering', () => {
  it('a subject is one line whatever the user wrote', () => {
    expect(subjectLine('Bob answered "a\r\nBcc: x@example.com"')).toBe(
      'Bob answered "a Bcc: x@example.com"',
    );
    expect(subjectLine('a\u2028b\u0000c')).toBe('a b c');
    expect(subjectLine('x'.repeat(500))).toHaveLength(120);
  });

  it('escapes user text in HTML and keeps it as typed in text', () => {
    const mail = renderMail({
      subject: 'S',
      intro: 'Hi',
      sections: [
        {
          heading: 'H',
          items: [
            { text: '<img src=x onerror=alert(1)>', link: { label: 'L', url: 'https://q/"x' } },
          ],
        },
      ],
      kind: 'activity',
      origin: 'https://queryhub.example',
      unsubscribeUrl: 'https://queryhub.example/Unsubscribe?token=a&b',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://q/&quot;x"');
    expect(mail.text).toContain('- <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('https://queryhub.example/Profile/EmailPreferences');
    expect(escapeHtml(`'&`)).toBe('&#39;&amp;');
    expect(asciiHtml('Café… 😀')).toBe('Caf&#233;&#8230; &#128512;');
  });

  it('names each item and counts several', () => {
    expect(itemText({ Type: 'answer', ActorName: 'Bob', Question: 'Q?' })).toBe(
      'Bob answered "Q?"',
    );
    expect(itemText({ Type: 'accepted', ActorName: '', Question: 'Q?' })).toBe(
      'Someone accepted your answer to "Q?"',
    );
    expect(itemText({ Type: 'closed', ActorName: 'Community vote', Question: 'Q?' })).toBe(
      'Community vote closed your question "Q?"',
    );
    expect(itemText({ Type: 'reopened', ActorName: 'Mona', Question: 'Q?' })).toBe(
      'Mona reopened your question "Q?"',
    );
    // The inbox's sentence, word for word (model notificationSentence).
    expect(itemText({ Type: 'edit', ActorName: 'Ed', Question: 'Q?' })).toBe(
      'Ed edited the question "Q?"',
    );
    expect(itemText({ Type: 'newQuestion', ActorName: 'Cy', Question: 'Q?' })).toBe(
      'Cy asked "Q?" in a tag or category you follow',
    );
    expect(alertSubject(1, 'Bob answered "Q?"')).toBe('Bob answered "Q?"');
    expect(alertSubject(3, 'x')).toBe('3 unread updates on QueryHub');
  });

  it('links questions as the web app and the sitemap do', () => {
    expect(questionPath('cat 1', 'q/1', ' C++ and  #tags? ')).toBe(
      '/Questions/cat%201/q%2F1/C%2B%2B-and-%23tags%3F',
    );
  });
});

describe('unsubscribe tokens', () => {
  const token = createUnsubscribeToken('alice', 'digest', 'secret', NOW, 'nonce-123456');

  it('verifies a token made with the secret', () => {
    expect(verifyUnsubscribeToken(token, 'secret', NOW + 1000)).toEqual({
      ok: true,
      claims: {
        uid: 'alice',
        kind: 'digest',
        expiresAt: NOW + 60 * 86_400_000,
        nonce: 'nonce-123456',
      },
    });
  });

  it('refuses another secret, a changed payload, an expired token and garbage', () => {
    expect(verifyUnsubscribeToken(token, 'other', NOW)).toEqual({ ok: false, reason: 'forged' });
    const [, signature] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ u: 'bob', k: 'digest', x: NOW + 1e9, n: 'nonce-123456' }),
    ).toString('base64url');
    expect(verifyUnsubscribeToken(`${changed}.${signature}`, 'secret', NOW)).toMatchObject({
      reason: 'forged',
    });
    expect(verifyUnsubscribeToken(token, 'secret', NOW + 61 * 86_400_000)).toMatchObject({
      reason: 'expired',
    });
    for (const bad of ['', 'a.b.c', 'abc', 42, null, 'x'.repeat(2000)]) {
      expect(verifyUnsubscribeToken(bad, 'secret', NOW).ok).toBe(false);
    }
  });
});

describe('alert tasks and delivery failures', () => {
  it('splits recipients into tasks of at most 100', () => {
    const uids = Array.from({ length: 250 }, (_, index) => `u${index}`);
    const tasks = alertTasks(uids, 'answer-a1', NOW);
    expect(tasks.map((task) => task.uids.length)).toEqual([100, 100, 50]);
    expect(tasks.every((task) => task.notificationId === 'answer-a1')).toBe(true);
  });

  it('tells permanent SMTP failures from temporary ones', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentFailure({ code: 'EENVELOPE' })).toBe(true);
  });
});

describe('digest selection', () => {
  const question = (id: string, fields: Partial<DigestQuestion>): DigestQuestion => ({
    id,
    catId: 'c',
    question: id,
    score: 0,
    answers: 0,
    dateMs: NOW - 1000,
    ...fields,
  });

  it('ranks new questions by score and lists unanswered ones not already shown', () => {
    const since = NOW - 7 * 86_400_000;
    const selection = rankDigest(
      [
        question('low', { score: 1, answers: 1 }),
        question('high', { score: 9, answers: 2 }),
        question('old', { score: 50, dateMs: since - 1 }),
        question('mine', { score: 99 }),
      ],
      [
        question('low', {}),
        question('open', { dateMs: since - 5 }),
        question('answered', { answers: 1 }),
      ],
      (q) => q.id === 'mine',
      since,
    );
    expect(selection.top.map((q) => q.id)).toEqual(['high', 'low']);
    expect(selection.unanswered.map((q) => q.id)).toEqual(['open']);
  });

  it('counts as away only members offline for 7 days', () => {
    const at = (days: number) => Timestamp.fromMillis(NOW - days * 86_400_000);
    expect(
      isAbsent(readUserDoc({ Status: 'Offline Since', LoginTime: at(8), LogoutTime: at(8) }), NOW),
    ).toBe(true);
    expect(
      isAbsent(readUserDoc({ Status: 'Offline Since', LoginTime: at(8), LogoutTime: at(2) }), NOW),
    ).toBe(false);
    expect(isAbsent(readUserDoc({ Status: 'Active Now', LoginTime: at(30) }), NOW)).toBe(false);
    expect(isAbsent(null, NOW)).toBe(false);
  });

  it('names ISO weeks', () => {
    expect(isoWeek(Date.UTC(2026, 0, 1))).toBe('2026-W01');
    expect(isoWeek(Date.UTC(2027, 0, 1))).toBe('2026-W53');
    expect(isoWeek(NOW)).toBe('2026-W48');
  });
});

describe('the digest’s badges', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const now = 100 * DAY_MS;

  it('lists the awards of the last 7 days, leaving out older and unknown ones', () => {
    const badges = badgesOfTheWeek(
      [
        { Badge: 'student', dateMs: now - DAY_MS },
        { Badge: 'nice-question', dateMs: now - 7 * DAY_MS },
        { Badge: 'teacher', dateMs: now - 8 * DAY_MS },
        { Badge: 'retired-badge', dateMs: now },
        { Badge: 'critic', dateMs: null },
      ],
      now,
    );
    expect(badges.map((badge) => badge.name)).toEqual(['Student', 'Nice Question']);
  });

  it('says each as the inbox does, linked to the badge’s page', () => {
    const [item] = digestBadgeItems([{ name: 'Nice Question', dateMs: now }], 'https://q.test');
    expect(item).toEqual({
      text: 'You earned the Nice Question badge',
      link: { label: 'See the badge', url: 'https://q.test/Badges/Nice-Question' },
    });
  });
});
