// A member's saved posts, `Users/{uid}/Saves/{postId}`: private to the member, created (with the
// member's `Saves` stamp, counted in a day-long window) and deleted, never changed.
import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { describe, it } from 'vitest';
import { COLLECTIONS, docPath, SAVES_PER_DAY } from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { ANSWER_ID, CATEGORY_ID, FAKE_TIME, QUESTION_ID, VOTED_QUESTION_ID } from './fixtures.js';

const savesOf = (uid: string) => `${docPath('users', uid)}/${COLLECTIONS.saves}`;

const questionSave = (): fs.DocumentData => ({
  Kind: 'question',
  QuestionID: QUESTION_ID,
  CatID: CATEGORY_ID,
  date: fs.serverTimestamp(),
});
const answerSave = (): fs.DocumentData => ({
  Kind: 'answer',
  QuestionID: QUESTION_ID,
  AnswerID: ANSWER_ID,
  CatID: CATEGORY_ID,
  date: fs.serverTimestamp(),
});

/** A fresh day's window of the Saves stamp naming `postId`. */
const openWindow = (postId: string): fs.DocumentData => ({
  at: fs.serverTimestamp(),
  id: postId,
  windowStart: fs.serverTimestamp(),
  count: 1,
});

export function describeSaveRules(clients: FirestoreClients): void {
  /**
   * A save as the app writes it: the save and `stamp` (a fresh window naming the post unless
   * given) in one batch, by `writer` into `owner`'s saves.
   */
  async function save(
    writer: string,
    postId: string,
    data: fs.DocumentData,
    options: { owner?: string; stamp?: fs.DocumentData | null; db?: fs.Firestore } = {},
  ): Promise<void> {
    const db = options.db ?? clients.signedInAs(writer);
    const batch = fs.writeBatch(db);
    const stamp = options.stamp === undefined ? openWindow(postId) : options.stamp;
    if (stamp !== null) {
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, writer), { Saves: stamp }, { merge: true });
    }
    batch.set(fs.doc(db, savesOf(options.owner ?? writer), postId), data);
    await batch.commit();
  }

  describe('saved posts, Saves under each user', () => {
    it('a member saves a question and an answer, reads and lists them, and removes them', async () => {
      const uid = uniqueId('saver');
      const db = clients.signedInAs(uid);
      await assertSucceeds(save(uid, QUESTION_ID, questionSave()));
      await clients.writeRaw(docPath('rateLimits', uid), undefined);
      await assertSucceeds(save(uid, ANSWER_ID, answerSave()));
      await assertSucceeds(fs.getDoc(fs.doc(db, savesOf(uid), QUESTION_ID)));
      await assertSucceeds(listDocs(db, savesOf(uid), fs.limit(20)));
      await assertSucceeds(fs.deleteDoc(fs.doc(db, savesOf(uid), QUESTION_ID)));
      await assertSucceeds(fs.deleteDoc(fs.doc(db, savesOf(uid), ANSWER_ID)));
    });

    it("nobody else reads, lists, writes or deletes a member's saves", async () => {
      const uid = uniqueId('saver');
      await save(uid, QUESTION_ID, questionSave());
      const other = uniqueId('other');
      const otherDb = clients.signedInAs(other);
      await assertFails(fs.getDoc(fs.doc(otherDb, savesOf(uid), QUESTION_ID)));
      await assertFails(listDocs(otherDb, savesOf(uid), fs.limit(20)));
      await assertFails(save(other, ANSWER_ID, answerSave(), { owner: uid }));
      await assertFails(fs.deleteDoc(fs.doc(otherDb, savesOf(uid), QUESTION_ID)));
      const visitor = clients.as('visitor');
      await assertFails(fs.getDoc(fs.doc(visitor, savesOf(uid), QUESTION_ID)));
      await assertFails(fs.setDoc(fs.doc(visitor, savesOf(uid), ANSWER_ID), answerSave()));
      await assertFails(fs.deleteDoc(fs.doc(visitor, savesOf(uid), QUESTION_ID)));
    });

    it('a list of more than a page is refused, even of the own saves', async () => {
      const uid = uniqueId('saver');
      const db = clients.signedInAs(uid);
      await assertFails(listDocs(db, savesOf(uid), fs.limit(51)));
      await assertFails(listDocs(db, savesOf(uid)));
    });

    it('a save is never changed, only removed', async () => {
      const uid = uniqueId('saver');
      const db = clients.signedInAs(uid);
      await save(uid, QUESTION_ID, questionSave());
      await assertFails(
        fs.updateDoc(fs.doc(db, savesOf(uid), QUESTION_ID), { date: fs.serverTimestamp() }),
      );
      await clients.writeRaw(docPath('rateLimits', uid), undefined);
      // Saving again over the save is an update, refused too.
      await assertFails(save(uid, QUESTION_ID, questionSave()));
    });

    const refused: Array<[string, string, () => fs.DocumentData]> = [
      ['an extra field', QUESTION_ID, () => ({ ...questionSave(), Note: 'mine' })],
      ['no date', QUESTION_ID, () => ({ ...questionSave(), date: undefined })],
      [
        'a date other than the server time',
        QUESTION_ID,
        () => ({ ...questionSave(), date: FAKE_TIME }),
      ],
      ['a kind that is not a post', QUESTION_ID, () => ({ ...questionSave(), Kind: 'comment' })],
      ['a kind that is not a string', QUESTION_ID, () => ({ ...questionSave(), Kind: 1 })],
      [
        'a question id that is not a string',
        QUESTION_ID,
        () => ({ ...questionSave(), QuestionID: 7 }),
      ],
      ['a question saved under another id', VOTED_QUESTION_ID, questionSave],
      [
        'a question with an answer id',
        QUESTION_ID,
        () => ({ ...questionSave(), AnswerID: ANSWER_ID }),
      ],
      [
        'a question in the wrong category',
        QUESTION_ID,
        () => ({ ...questionSave(), CatID: 'cat-x' }),
      ],
      [
        'an answer without its answer id',
        ANSWER_ID,
        () => ({ ...answerSave(), AnswerID: undefined }),
      ],
      ['an answer saved under another id', QUESTION_ID, answerSave],
      [
        'an answer of another question',
        ANSWER_ID,
        () => ({ ...answerSave(), QuestionID: VOTED_QUESTION_ID }),
      ],
      ['an answer in the wrong category', ANSWER_ID, () => ({ ...answerSave(), CatID: 'cat-x' })],
      [
        'a question that does not exist',
        'q-missing',
        () => ({ ...questionSave(), QuestionID: 'q-missing' }),
      ],
      [
        'an answer that does not exist',
        'a-missing',
        () => ({ ...answerSave(), AnswerID: 'a-missing' }),
      ],
    ];
    for (const [what, postId, data] of refused) {
      it(`refuses a save with ${what}`, async () => {
        const uid = uniqueId('saver');
        const fields = Object.fromEntries(
          Object.entries(data()).filter(([, value]) => value !== undefined),
        );
        await assertFails(save(uid, postId, fields));
      });
    }

    it('refuses a save without its Saves stamp, or with a stamp naming another post', async () => {
      const uid = uniqueId('saver');
      await assertFails(save(uid, QUESTION_ID, questionSave(), { stamp: null }));
      await assertFails(save(uid, QUESTION_ID, questionSave(), { stamp: openWindow(ANSWER_ID) }));
      await assertSucceeds(save(uid, QUESTION_ID, questionSave()));
    });

    it(`counts ${SAVES_PER_DAY} new saves a day; the next is refused, and so is a restarted window`, async () => {
      const uid = uniqueId('saver');
      const windowStart = fs.Timestamp.fromMillis(Date.now() - 20 * 3_600_000);
      await clients.writeRaw(docPath('rateLimits', uid), {
        Saves: {
          at: fs.Timestamp.fromMillis(Date.now() - 60_000),
          id: 'earlier',
          windowStart,
          count: SAVES_PER_DAY - 1,
        },
      });
      const before = await clients.readRaw(docPath('rateLimits', uid));
      const next = (postId: string, count: number) => ({
        at: fs.serverTimestamp(),
        id: postId,
        windowStart: before?.Saves.windowStart,
        count,
      });
      await assertSucceeds(
        save(uid, QUESTION_ID, questionSave(), { stamp: next(QUESTION_ID, SAVES_PER_DAY) }),
      );
      await assertFails(
        save(uid, ANSWER_ID, answerSave(), { stamp: next(ANSWER_ID, SAVES_PER_DAY + 1) }),
      );
      await assertFails(save(uid, ANSWER_ID, answerSave(), { stamp: openWindow(ANSWER_ID) }));
      // Removing a save is free, even with the day's window full.
      await assertSucceeds(
        fs.deleteDoc(fs.doc(clients.signedInAs(uid), savesOf(uid), QUESTION_ID)),
      );
    });
  });
}
