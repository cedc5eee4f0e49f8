import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, FLAG_WINDOW_SECONDS, FLAGS_PER_WINDOW, docPath } from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { OWNER } from '../environment.js';
import { FAKE_TIME, newAnswer, newQuestion, newUserRecord } from './fixtures.js';
import { newFlag } from './moderation.cases.js';
import { stampedPost } from './roles.js';
import { flagStamp, flagWithStamp, openingWindow, stampedFlag } from './flag-stamps.js';

// Flags are counted per account in an hour-long window (RateLimits/{uid}.Flags): at most
// FLAGS_PER_WINDOW, then nothing until the window is over.
export function describeFlagRateRules(clients: FirestoreClients): void {
  describe('flag rate (RateLimits.Flags)', () => {
    /** More questions than a window takes, by the owner, so one member can flag each once. */
    const posts = Array.from({ length: FLAGS_PER_WINDOW + 1 }, () => uniqueId('q-flagged'));
    const windowMs = FLAG_WINDOW_SECONDS * 1000;
    const minutesAgo = (minutes: number) => fs.Timestamp.fromMillis(Date.now() - minutes * 60_000);

    beforeAll(async () => {
      for (const id of posts) {
        await clients.writeRaw(docPath('questions', id), newQuestion(OWNER, id));
      }
    });

    const member = async () => {
      const uid = uniqueId('flagger');
      await clients.writeRaw(docPath('users', uid), newUserRecord(uid));
      return { uid, db: clients.signedInAs(uid) };
    };
    const flagOf = (uid: string, postId: string): [string, fs.DocumentData] => [
      `${postId}_${uid}`,
      newFlag(uid, 'question', postId),
    ];
    /** The member's window as stored, set with rules off (what earlier flags left behind). */
    const earlierWindow = (uid: string, windowStart: fs.Timestamp, count: number) =>
      clients.writeRaw(docPath('rateLimits', uid), {
        Flags: { at: windowStart, id: 'earlier', windowStart, count },
      });

    it('the first flag opens a window', async () => {
      const { uid, db } = await member();
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertSucceeds(flagWithStamp(db, uid, id, flag, flagStamp(posts[0]!, openingWindow())));
      const stored = (await clients.readRaw(docPath('rateLimits', uid)))?.Flags;
      expect(stored).toMatchObject({ id: posts[0], count: 1 });
      expect(stored.windowStart).toEqual(stored.at);
    });

    it('a flag without its stamp is refused', async () => {
      const { uid, db } = await member();
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.flags, id), flag));
    });

    it('a stamp naming another post does not cover this flag', async () => {
      const { uid, db } = await member();
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertFails(flagWithStamp(db, uid, id, flag, flagStamp(posts[1]!, openingWindow())));
    });

    it("a post's stamp does not cover a flag, nor a flag's stamp a post", async () => {
      const { uid, db } = await member();
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertFails(
        flagWithStamp(db, uid, id, flag, { Answers: { at: fs.serverTimestamp(), id: posts[0] } }),
      );
      const answer = uniqueId('a');
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), flagStamp(answer, openingWindow()));
      batch.set(fs.doc(db, COLLECTIONS.answers, answer), newAnswer(uid, answer));
      await assertFails(batch.commit());
    });

    it('one batch cannot send two flags', async () => {
      const { uid, db } = await member();
      const [firstId, first] = flagOf(uid, posts[0]!);
      const [secondId, second] = flagOf(uid, posts[1]!);
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), flagStamp(posts[0]!, openingWindow()));
      batch.set(fs.doc(db, COLLECTIONS.flags, firstId), first);
      batch.set(fs.doc(db, COLLECTIONS.flags, secondId), second);
      await assertFails(batch.commit());
    });

    it(`${FLAGS_PER_WINDOW} flags in a window are accepted, the next one is refused`, async () => {
      const { uid, db } = await member();
      for (const postId of posts.slice(0, FLAGS_PER_WINDOW)) {
        const [id, flag] = flagOf(uid, postId);
        await assertSucceeds(stampedFlag(db, uid, id, flag));
      }
      const stored = (await clients.readRaw(docPath('rateLimits', uid)))?.Flags;
      expect(stored).toMatchObject({ count: FLAGS_PER_WINDOW, id: posts[FLAGS_PER_WINDOW - 1] });
      const last = posts[FLAGS_PER_WINDOW]!;
      const [id, flag] = flagOf(uid, last);
      await assertFails(stampedFlag(db, uid, id, flag));
      // Nor may the full window be traded for a new one while it runs.
      await assertFails(flagWithStamp(db, uid, id, flag, flagStamp(last, openingWindow())));
      expect(await clients.readRaw(docPath('flags', id))).toBeUndefined();
    });

    it('once the hour is over a new window opens, however full the old one was', async () => {
      const { uid, db } = await member();
      const over = fs.Timestamp.fromMillis(Date.now() - windowMs - 60_000);
      await earlierWindow(uid, over, FLAGS_PER_WINDOW);
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertSucceeds(flagWithStamp(db, uid, id, flag, flagStamp(posts[0]!, openingWindow())));
      expect((await clients.readRaw(docPath('rateLimits', uid)))?.Flags).toMatchObject({
        count: 1,
      });
    });

    it('a window that is over cannot be counted on', async () => {
      const { uid, db } = await member();
      const over = fs.Timestamp.fromMillis(Date.now() - windowMs - 60_000);
      await earlierWindow(uid, over, 2);
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertFails(
        flagWithStamp(db, uid, id, flag, flagStamp(posts[0]!, { windowStart: over, count: 3 })),
      );
    });

    it('a window a minute short of the hour is still full', async () => {
      const { uid, db } = await member();
      const running = fs.Timestamp.fromMillis(Date.now() - windowMs + 60_000);
      await earlierWindow(uid, running, FLAGS_PER_WINDOW);
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertFails(flagWithStamp(db, uid, id, flag, flagStamp(posts[0]!, openingWindow())));
      await assertFails(
        flagWithStamp(
          db,
          uid,
          id,
          flag,
          flagStamp(posts[0]!, { windowStart: running, count: FLAGS_PER_WINDOW + 1 }),
        ),
      );
    });

    // Each forged stamp comes with a valid flag of the post it names, against a running window
    // of two flags that started ten minutes ago, so only the stamp is wrong.
    const forged: Array<[string, (postId: string, start: fs.Timestamp) => fs.DocumentData]> = [
      [
        'its count reset to 1',
        (postId, start) => flagStamp(postId, { windowStart: start, count: 1 }),
      ],
      ['a new window while the old one runs', (postId) => flagStamp(postId, openingWindow())],
      [
        'its start moved back',
        (postId) => flagStamp(postId, { windowStart: minutesAgo(30), count: 3 }),
      ],
      [
        'a count that jumps',
        (postId, start) => flagStamp(postId, { windowStart: start, count: 4 }),
      ],
      [
        'a count that stays',
        (postId, start) => flagStamp(postId, { windowStart: start, count: 2 }),
      ],
      [
        'an extra key',
        (postId, start) => ({
          Flags: { ...flagStamp(postId, { windowStart: start, count: 3 }).Flags, n: 1 },
        }),
      ],
      [
        'a client-chosen time',
        (postId, start) => ({ Flags: { at: FAKE_TIME, id: postId, windowStart: start, count: 3 } }),
      ],
      [
        // The merge keeps the stored count, so the count does not go up.
        'the count left out',
        (postId, start) => ({
          Flags: { at: fs.serverTimestamp(), id: postId, windowStart: start },
        }),
      ],
    ];
    for (const [what, stamp] of forged) {
      it(`a flag stamp with ${what} is refused`, async () => {
        const { uid, db } = await member();
        const start = minutesAgo(10);
        await earlierWindow(uid, start, 2);
        const [id, flag] = flagOf(uid, posts[0]!);
        await assertFails(flagWithStamp(db, uid, id, flag, stamp(posts[0]!, start)));
        // The same flag, counted honestly, is accepted.
        await assertSucceeds(
          flagWithStamp(db, uid, id, flag, flagStamp(posts[0]!, { windowStart: start, count: 3 })),
        );
      });
    }

    const forgedFirst: Array<[string, (postId: string) => fs.DocumentData]> = [
      [
        'a client-chosen window start',
        (postId) => flagStamp(postId, { windowStart: FAKE_TIME, count: 1 }),
      ],
      [
        'a first count of 2',
        (postId) => flagStamp(postId, { windowStart: fs.serverTimestamp(), count: 2 }),
      ],
      ['an id outside the id pattern', () => flagStamp('a b', openingWindow())],
      [
        // Alone: with a flag in the batch, the flag's rule refuses the time first.
        'a client-chosen time',
        (postId) => ({ Flags: { ...flagStamp(postId, openingWindow()).Flags, at: FAKE_TIME } }),
      ],
      [
        'no count',
        (postId) => ({
          Flags: { at: fs.serverTimestamp(), id: postId, windowStart: fs.serverTimestamp() },
        }),
      ],
      [
        'no window start',
        (postId) => ({ Flags: { at: fs.serverTimestamp(), id: postId, count: 1 } }),
      ],
    ];
    for (const [what, stamp] of forgedFirst) {
      it(`a first flag stamp with ${what} is refused`, async () => {
        const { uid, db } = await member();
        const ref = fs.doc(db, COLLECTIONS.rateLimits, uid);
        await assertFails(fs.setDoc(ref, stamp(posts[0]!)));
        await assertSucceeds(fs.setDoc(ref, flagStamp(posts[0]!, openingWindow())));
      });
    }

    it('flag stamps leave the post stamps alone', async () => {
      const { uid, db } = await member();
      const [id, flag] = flagOf(uid, posts[0]!);
      await assertSucceeds(flagWithStamp(db, uid, id, flag, flagStamp(posts[0]!, openingWindow())));
      // A post right after a flag: its own stamp, and the Flags stamp kept as it was.
      const answer = uniqueId('a');
      await assertSucceeds(
        stampedPost(db, uid, COLLECTIONS.answers, answer, newAnswer(uid, answer)),
      );
      const stamps = await clients.readRaw(docPath('rateLimits', uid));
      expect(stamps?.Answers).toMatchObject({ id: answer });
      expect(stamps?.Flags).toMatchObject({ id: posts[0], count: 1 });
      // And the gap of posts still holds with a Flags stamp in the document.
      const second = uniqueId('a');
      await assertFails(stampedPost(db, uid, COLLECTIONS.answers, second, newAnswer(uid, second)));
      const [nextId, next] = flagOf(uid, posts[1]!);
      await assertSucceeds(stampedFlag(db, uid, nextId, next));
    });

    it("a member reads their own flag window; nobody writes another member's", async () => {
      const { uid, db } = await member();
      await earlierWindow(uid, minutesAgo(5), 1);
      await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.rateLimits, uid)));
      const other = await member();
      await assertFails(
        fs.setDoc(
          fs.doc(other.db, COLLECTIONS.rateLimits, uid),
          flagStamp(posts[0]!, openingWindow()),
          {
            merge: true,
          },
        ),
      );
    });
  });
}
