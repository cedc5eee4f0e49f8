// The mail pipeline against the running emulators: unread alerts through the real triggers, task
// queue, sender and local inbox (MailDev on :1080); the sender's states and retries against an
// in-process SMTP server; the digest's selection; the unsubscribe function over HTTP.
import { COLLECTIONS, docPath, MAX_ALERTS_PER_DAY } from '@queryhub/model';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  answerFields,
  pollUntil,
  PROJECT_ID,
  questionFields,
  uniqueId,
  urlOf,
  waitForDoc,
  writeUserRecord,
} from '@queryhub/testkit';
import { deliverMail, MAX_DELIVERY_ATTEMPTS } from '../src/mail/deliver';
import { digestOne, selectDigest } from '../src/mail/digest';
import { utcDay } from '../src/mail/unread-alerts';
import { createUnsubscribeToken } from '../src/mail/unsubscribe-token';

const MAILDEV = 'http://127.0.0.1:1080';
const DAY_MS = 24 * 60 * 60 * 1000;

interface InboxMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}

async function inboxFor(address: string): Promise<InboxMail[]> {
  const all = (await (await fetch(`${MAILDEV}/api/email`)).json()) as InboxMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

const mailOf = (uid: string) => adminDb().collection(COLLECTIONS.mail).where('uid', '==', uid);

async function member(prefix: string, verified = true): Promise<{ uid: string; email: string }> {
  const email = `${uniqueId(prefix).toLowerCase()}@example.com`;
  const { uid } = await adminAuth().createUser({
    email,
    emailVerified: verified,
    password: 'mail-test-password',
  });
  await writeUserRecord(uid, uniqueId(prefix));
  return { uid, email };
}

async function question(uid: string, catId: string, text: string, date = new Date()) {
  const id = uniqueId('q');
  await adminDb()
    .collection(COLLECTIONS.questions)
    .doc(id)
    // Untagged: the first question of a run with the default tag would earn Tag pioneer, whose
    // inbox item would be mailed too.
    .set(questionFields({ uid }, id, { id: catId, subject: 'Mail' }, text, '', date, []));
  return id;
}

async function answer(uid: string, questionId: string, catId: string, text: string) {
  const id = uniqueId('a');
  await adminDb()
    .collection(COLLECTIONS.answers)
    .doc(id)
    .set(
      answerFields(
        { uid },
        id,
        { id: questionId, text, categoryId: catId },
        'An answer.',
        '',
        new Date(),
      ),
    );
  return id;
}

const notificationRef = (uid: string, id: string) =>
  adminDb().doc(`${docPath('users', uid)}/${COLLECTIONS.notifications}/${id}`);

async function waitForNotification(uid: string, id: string): Promise<void> {
  await waitForDoc(notificationRef(uid, id), (data) => data !== undefined);
}

/** States the sender leaves a mail in for good (it may still pick up PENDING and RETRY). */
const settled = (state: unknown) => !['PENDING', 'RETRY', 'PROCESSING'].includes(String(state));

/** Waits until `uid` has an alert mail and the sender is done with it (delivered or failed). */
async function waitForSettledMail(uid: string): Promise<void> {
  await pollUntil(
    async () => (await mailOf(uid).get()).docs.map((doc) => doc.get('delivery.state') as unknown),
    (states) => states.length > 0 && states.every(settled),
    `the alert mail of ${uid} to be sent`,
  );
}

describe('unread alerts (triggers, task queue, sender, MailDev)', () => {
  const catId = uniqueId('cat-mail');
  const title = 'Why does <b>mail</b> & "quoting" matter?';
  let asker: { uid: string; email: string };
  let reader: { uid: string; email: string };
  let unverified: { uid: string; email: string };
  let capped: { uid: string; email: string };
  /** Answered last: once their alert is sent, every earlier item's delay is over and handled. */
  let last: { uid: string; email: string };

  beforeAll(async () => {
    const answerers = await Promise.all([member('b'), member('c'), member('d')]);
    [asker, reader, unverified, capped, last] = await Promise.all([
      member('asker'),
      member('reader'),
      member('unverified', false),
      member('capped'),
      member('last'),
    ]);
    await adminDb()
      .doc(docPath('mailState', capped.uid))
      .set({ AlertDay: utcDay(Date.now()), AlertsToday: MAX_ALERTS_PER_DAY });
    const [q1, q2, q3, q4, q5] = await Promise.all([
      question(asker.uid, catId, title),
      question(reader.uid, catId, 'A question read in time'),
      question(unverified.uid, catId, 'A question of an unverified member'),
      question(capped.uid, catId, 'A question of a member at the cap'),
      question(last.uid, catId, 'The last question answered'),
    ]);
    // Three answers to one question; one answer to each other question.
    for (const b of answerers) await answer(b.uid, q1, catId, title);
    const [first] = answerers;
    const readAnswer = await answer(first?.uid ?? '', q2, catId, 'A question read in time');
    await answer(first?.uid ?? '', q3, catId, 'x');
    await answer(first?.uid ?? '', q4, catId, 'x');
    // The reader opens the inbox at once: the item is read before the delay is over.
    await waitForNotification(reader.uid, `answer-${readAnswer}`);
    await notificationRef(reader.uid, `answer-${readAnswer}`).update({ Read: true });
    // The alerts wait out their delay (10 s under the emulators). The last item's alert comes
    // after every other one: once it is sent, those that send nothing have decided too.
    await answer(first?.uid ?? '', q5, catId, 'x');
    await Promise.all([waitForSettledMail(asker.uid), waitForSettledMail(last.uid)]);
  });

  it('three answers still unread make one mail that lists them all, delivered to the inbox', async () => {
    const mails = await mailOf(asker.uid).get();
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]?.data() ?? {};
    expect(mail.to).toBe(asker.email);
    expect(mail.delivery.state).toBe('SUCCESS');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:5000\/Unsubscribe\?token=/,
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.message.subject).toBe('3 unread updates on QueryHub');
    expect(mail.message.html).toContain('&amp; &quot;quoting&quot;');
    expect(mail.message.html).not.toContain('<b>mail</b>');
    expect(mail.message.text.match(/answered "/g)).toHaveLength(3);
    const [delivered] = await inboxFor(asker.email);
    expect(delivered?.subject).toBe('3 unread updates on QueryHub');
    const source = await (await fetch(`${MAILDEV}/api/email/${delivered?.id}/source`)).text();
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(source).toMatch(/^From: QueryHub </m);
  });

  it('no mail for an item read before the delay', async () => {
    expect((await mailOf(reader.uid).get()).size).toBe(0);
  });

  it('no mail to an unverified address', async () => {
    expect((await mailOf(unverified.uid).get()).size).toBe(0);
    expect(await inboxFor(unverified.email)).toHaveLength(0);
  });

  it(`no mail past ${MAX_ALERTS_PER_DAY} a day`, async () => {
    expect((await mailOf(capped.uid).get()).size).toBe(0);
    const state = (await adminDb().doc(docPath('mailState', capped.uid)).get()).data();
    expect(state?.AlertsToday).toBe(MAX_ALERTS_PER_DAY);
  });
});

describe('the sender against an SMTP server', () => {
  let server: SMTPServer;
  let port = 0;
  const tries = new Map<string, number>();
  const scratch = adminDb().collection(uniqueId('SenderScratch'));

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        const to = address.address;
        tries.set(to, (tries.get(to) ?? 0) + 1);
        if (to.startsWith('permanent')) {
          callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        } else if (to.startsWith('flaky') && (tries.get(to) ?? 0) < 2) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        } else if (to.startsWith('down')) {
          callback(Object.assign(new Error('Service busy'), { responseCode: 421 }));
        } else callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Runs the sender as its trigger would: again after every RETRY. */
  async function deliver(to: string) {
    const ref = scratch.doc(uniqueId('mail'));
    await ref.set({
      to,
      message: { subject: 'Hello\r\nBcc: victim@example.com', text: 'Hi', html: '<p>Hi</p>' },
      headers: { 'List-Unsubscribe': '<http://127.0.0.1:5000/Unsubscribe?token=x>' },
      delivery: { state: 'PENDING', attempts: 0 },
    });
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const states: (string | null)[] = [];
    for (let run = 0; run < MAX_DELIVERY_ATTEMPTS + 2; run += 1) {
      const state = await deliverMail(adminDb(), ref, transport, 'QueryHub <noreply@test>', 10);
      states.push(state);
      if (state !== 'RETRY') break;
    }
    transport.close();
    return { states, delivery: (await ref.get()).data()?.delivery };
  }

  it('records SUCCESS with the server reply', async () => {
    const { states, delivery } = await deliver('ok@example.com');
    expect(states).toEqual(['SUCCESS']);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(delivery.info.accepted).toEqual(['ok@example.com']);
  });

  it('retries a temporary failure, then succeeds', async () => {
    const { states, delivery } = await deliver('flaky@example.com');
    expect(states).toEqual(['RETRY', 'SUCCESS']);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('records a permanent failure at once, without retrying', async () => {
    const { states, delivery } = await deliver('permanent@example.com');
    expect(states).toEqual(['ERROR']);
    expect(delivery.attempts).toBe(1);
    expect(delivery.error).toMatch(/No such mailbox/);
    expect(tries.get('permanent@example.com')).toBe(1);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} temporary failures`, async () => {
    const { states, delivery } = await deliver('down@example.com');
    expect(states).toEqual(['RETRY', 'RETRY', 'ERROR']);
    expect(delivery.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    // Nothing more happens to a mail in ERROR.
    const again = await deliverMail(
      adminDb(),
      scratch.doc('absent'),
      createTransport({ host: '127.0.0.1', port }),
      'x',
      10,
    );
    expect(again).toBeNull();
  });
});

describe('the weekly digest', () => {
  const catId = uniqueId('cat-digest');
  const otherCat = uniqueId('cat-other');
  let reader: { uid: string; email: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    reader = await member('digest');
    const author = await member('author');
    const now = Date.now();
    // The reader asked in catId once, long ago, and so takes part in it.
    ids.own = await question(reader.uid, catId, 'My own old question', new Date(now - 30 * DAY_MS));
    ids.old = await question(author.uid, catId, 'An old question', new Date(now - 9 * DAY_MS));
    ids.popular = await question(
      author.uid,
      catId,
      'A popular new question',
      new Date(now - DAY_MS),
    );
    ids.fresh = await question(author.uid, catId, 'A fresh new question', new Date(now - 1000));
    ids.elsewhere = await question(author.uid, otherCat, 'Elsewhere', new Date(now - 1000));
    await adminDb().doc(docPath('questions', ids.popular)).update({ Score: 5, AnswerCount: 2 });
    await adminDb().doc(docPath('questions', ids.fresh)).update({ AnswerCount: 0 });
    await adminDb().doc(docPath('questions', ids.old)).update({ AnswerCount: 0 });
  });

  it("holds the top new questions of the member's categories and the unanswered ones there", async () => {
    const selection = await selectDigest(adminDb(), reader.uid, Date.now());
    expect(selection.top.map((q) => q.id)).toEqual([ids.popular, ids.fresh]);
    // The old unanswered one; the fresh one is already listed above; never one's own.
    expect(selection.unanswered.map((q) => q.id)).toEqual([ids.old]);
    const all = [...selection.top, ...selection.unanswered].map((q) => q.id);
    expect(all).not.toContain(ids.elsewhere);
    expect(all).not.toContain(ids.own);
  });

  it('goes only to members away for 7 days, once a week', async () => {
    const context = { origin: 'http://127.0.0.1:5000', secret: 'test-secret', nowMs: Date.now() };
    const user = adminDb().doc(docPath('users', reader.uid));
    await user.update({
      Status: 'Offline Since',
      LoginTime: Timestamp.fromMillis(Date.now() - DAY_MS),
      LogoutTime: Timestamp.fromMillis(Date.now() - DAY_MS),
    });
    expect(await digestOne(adminDb(), reader.uid, reader.email, context)).toBe('present');
    const away = Timestamp.fromMillis(Date.now() - 8 * DAY_MS);
    await user.update({ LoginTime: away, LogoutTime: away });
    expect(await digestOne(adminDb(), reader.uid, undefined, context)).toBe('unverified');
    expect(await digestOne(adminDb(), reader.uid, reader.email, context)).toBe('sent');
    expect(await digestOne(adminDb(), reader.uid, reader.email, context)).toBe('already');
    const mails = await mailOf(reader.uid).get();
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]?.data() ?? {};
    expect(mail.kind).toBe('digest');
    expect(mail.message.text).toContain('A popular new question');
    expect(mail.message.text).toContain(
      `http://127.0.0.1:5000/Questions/${catId}/${ids.popular}/A-popular-new-question`,
    );
  });
});

describe('one-click unsubscribe', () => {
  const secret =
    /^UNSUBSCRIBE_SECRET=(.+)$/m.exec(
      readFileSync(path.join(__dirname, '..', '.secret.local'), 'utf8'),
    )?.[1] ?? '';
  const endpoint = `${urlOf('functions')}/${PROJECT_ID}/us-central1/unsubscribe`;
  const prefs = (uid: string) => adminDb().doc(docPath('emailPreferences', uid));

  const open = (token: string) => fetch(`${endpoint}?token=${encodeURIComponent(token)}`);
  const post = (token: string, body: string) =>
    fetch(`${endpoint}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('a one-click POST turns the kind off without signing in', async () => {
    const uid = uniqueId('u');
    const response = await post(
      createUnsubscribeToken(uid, 'digest', secret, Date.now()),
      'List-Unsubscribe=One-Click',
    );
    expect(response.status).toBe(200);
    expect((await prefs(uid).get()).data()).toMatchObject({ Activity: true, Digest: false });
  });

  it('opening the link (a GET, as a mail scanner or link preview sends) changes nothing: it asks', async () => {
    const uid = uniqueId('u');
    const token = createUnsubscribeToken(uid, 'activity', secret, Date.now());
    for (let fetches = 0; fetches < 3; fetches += 1) {
      const opened = await open(token);
      expect(opened.status).toBe(200);
      const page = await opened.text();
      expect(page).toContain('Unsubscribe?');
      expect(page).toContain('>Unsubscribe</button>');
      expect(page).toContain('name="action" value="unsubscribe"');
    }
    expect((await prefs(uid).get()).exists).toBe(false);
    expect(
      (await adminDb().collection(COLLECTIONS.unsubscribeTokens).where('uid', '==', uid).get())
        .size,
    ).toBe(0);
  });

  it("the page's button turns it off and shows an undo; the link works once", async () => {
    const uid = uniqueId('u');
    const token = createUnsubscribeToken(uid, 'activity', secret, Date.now());
    const first = await post(token, `token=${encodeURIComponent(token)}&action=unsubscribe`);
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('You are unsubscribed');
    expect(page).toContain('>Undo</button>');
    expect((await prefs(uid).get()).data()).toMatchObject({ Activity: false, Digest: false });

    const undo = await post(token, `token=${encodeURIComponent(token)}&action=undo`);
    expect(undo.status).toBe(200);
    expect((await prefs(uid).get()).get('Activity')).toBe(true);

    // Replayed: refused, and the member's choice stands; opening it says so.
    const replay = await post(token, `token=${encodeURIComponent(token)}&action=unsubscribe`);
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain('already been used');
    expect((await open(token)).status).toBe(409);
    expect((await prefs(uid).get()).get('Activity')).toBe(true);
    expect((await post(token, `token=${encodeURIComponent(token)}&action=undo`)).status).toBe(409);
  });

  it('refuses a forged token and a token for another member', async () => {
    const uid = uniqueId('u');
    const forged = createUnsubscribeToken(uid, 'activity', 'not-the-secret', Date.now());
    expect((await open(forged)).status).toBe(403);
    const [payload, signature] = createUnsubscribeToken(uid, 'activity', secret, Date.now()).split(
      '.',
    );
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        u: 'victim',
      }),
    ).toString('base64url');
    expect((await open(`${otherPayload}.${signature}`)).status).toBe(403);
    expect((await open('garbage')).status).toBe(400);
    expect((await prefs(uid).get()).exists).toBe(false);
    expect((await prefs('victim').get()).exists).toBe(false);
  });

  it('refuses an expired token', async () => {
    const uid = uniqueId('u');
    const expired = createUnsubscribeToken(uid, 'activity', secret, Date.now() - 61 * DAY_MS);
    const response = await open(expired);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('expired');
    expect((await prefs(uid).get()).exists).toBe(false);
  });
});
