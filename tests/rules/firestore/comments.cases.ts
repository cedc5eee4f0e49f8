import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { describe, it } from 'vitest';
import {
  COLLECTIONS,
  COMMENT_GAP_SECONDS,
  COMMENT_STAMP,
  TEXT_LIMITS,
  docPath,
  newComment,
  privilegeThreshold,
  type CommentPostKind,
} from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { FAKE_TIME, QUESTION_ID, newAnswer, newQuestion } from './fixtures.js';
import { newFlag } from './moderation.cases.js';
import { stampedFlag } from './flag-stamps.js';

const TEXT = 'Could you post the whole stack trace?';

interface Target {
  kind: CommentPostKind;
  id: string;
  questionId: string;
}

function commentFields(uid: string, id: string, post: Target, text = TEXT): fs.DocumentData {
  return newComment({ id, text, post, uid }, fs.serverTimestamp());
}

/** The comment and the writer's `Comments` stamp naming it, in one batch, as the web app sends it. */
async function stampedComment(
  db: fs.Firestore,
  uid: string,
  comment: fs.DocumentData,
): Promise<void> {
  const batch = fs.writeBatch(db);
  batch.set(
    fs.doc(db, COLLECTIONS.rateLimits, uid),
    { [COMMENT_STAMP]: { at: fs.serverTimestamp(), id: comment.id as string } },
    { merge: true },
  );
  batch.set(fs.doc(db, COLLECTIONS.comments, comment.id as string), comment);
  await batch.commit();
}

// Comments: size, exact fields, own name, the commentAnywhere privilege with its
// exceptions (one's own post, answers to one's own question), rate stamp, delete and flags.
export function describeCommentRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.comments, () => {
    /** A fresh member with `reputation` in Profiles (what functions derive). */
    const member = async (reputation = 0) => {
      const uid = uniqueId('commenter');
      if (reputation > 0) {
        await clients.writeRaw(docPath('profiles', uid), { Reputation: reputation });
      }
      return { uid, db: clients.signedInAs(uid) };
    };
    /** A question by `asker` and an answer to it by `answerer`, written with rules off. */
    const thread = async (asker: string, answerer: string) => {
      const questionId = uniqueId('q-commented');
      const answerId = uniqueId('a-commented');
      await clients.writeRaw(docPath('questions', questionId), {
        ...newQuestion(asker, questionId),
        date: fs.Timestamp.now(),
      });
      await clients.writeRaw(docPath('answers', answerId), {
        ...newAnswer(answerer, answerId),
        QuestionID: questionId,
        date: fs.Timestamp.now(),
      });
      return {
        question: { kind: 'question', id: questionId, questionId } as Target,
        answer: { kind: 'answer', id: answerId, questionId } as Target,
      };
    };
    const comment = (uid: string, db: fs.Firestore, post: Target, text = TEXT) =>
      stampedComment(db, uid, commentFields(uid, uniqueId('c'), post, text));
    const anywhere = privilegeThreshold('commentAnywhere', 'young');

    it('a member comments on their own question and answer without reputation', async () => {
      const { uid, db } = await member();
      const { question } = await thread(uid, 'someone');
      await assertSucceeds(comment(uid, db, question));
      await clients.writeRaw(docPath('rateLimits', uid), undefined);
      const own = await thread('someone', uid);
      await assertSucceeds(comment(uid, db, own.answer));
    });

    it('the asker comments on answers to their question without reputation', async () => {
      const { uid, db } = await member();
      const { answer } = await thread(uid, 'someone');
      await assertSucceeds(comment(uid, db, answer));
    });

    it("others' posts need the commentAnywhere privilege", async () => {
      const newcomer = await member(anywhere - 1);
      const { question, answer } = await thread('someone', 'someone-else');
      await assertFails(comment(newcomer.uid, newcomer.db, question));
      await assertFails(comment(newcomer.uid, newcomer.db, answer));
      const trusted = await member(anywhere);
      await assertSucceeds(comment(trusted.uid, trusted.db, question));
      await clients.writeRaw(docPath('rateLimits', trusted.uid), undefined);
      await assertSucceeds(comment(trusted.uid, trusted.db, answer));
    });

    it('a moderator comments anywhere without reputation', async () => {
      const uid = uniqueId('moderator');
      const db = clients.signedInAs(uid, { moderator: true });
      const { question } = await thread('someone', 'someone-else');
      await assertSucceeds(comment(uid, db, question));
    });

    it('nobody comments on a hidden post or under a hidden question, its author neither', async () => {
      const { uid, db } = await member(anywhere);
      const hide = (path: string) =>
        clients.asRulesOff((raw) =>
          fs.updateDoc(fs.doc(raw, path), { Hidden: true, FlagCount: 3 }),
        );
      const own = await thread(uid, uid);
      await assertSucceeds(comment(uid, db, own.answer));
      await clients.writeRaw(docPath('rateLimits', uid), undefined);
      await hide(docPath('questions', own.question.id));
      await assertFails(comment(uid, db, own.question));
      await assertFails(comment(uid, db, own.answer));
      const other = await thread('someone', uid);
      await hide(docPath('answers', other.answer.id));
      await assertFails(comment(uid, db, other.answer));
      await assertSucceeds(comment(uid, db, other.question));
    });

    it("a comment in another user's name is refused", async () => {
      const { uid, db } = await member(anywhere);
      const { question } = await thread(uid, 'someone');
      const forged = commentFields('someone', uniqueId('c'), question);
      await assertFails(stampedComment(db, uid, forged));
    });

    it('the text is 15..600 characters with something visible', async () => {
      const { uid, db } = await member();
      const { question } = await thread(uid, 'someone');
      const { min, max } = TEXT_LIMITS.comment;
      await assertFails(comment(uid, db, question, 'x'.repeat(min - 1)));
      await assertFails(comment(uid, db, question, 'x'.repeat(max + 1)));
      await assertFails(comment(uid, db, question, ' '.repeat(min) + '\u200b'.repeat(min)));
      await assertSucceeds(comment(uid, db, question, 'x'.repeat(min)));
      await clients.writeRaw(docPath('rateLimits', uid), undefined);
      await assertSucceeds(comment(uid, db, question, 'y'.repeat(max)));
    });

    it('exact fields only: no derived field, no missing one, the server time', async () => {
      const { uid, db } = await member();
      const { question } = await thread(uid, 'someone');
      const fields = () => commentFields(uid, uniqueId('c'), question);
      await assertFails(stampedComment(db, uid, { ...fields(), Html: '<b>hi</b>' }));
      await assertFails(stampedComment(db, uid, { ...fields(), Mentions: ['someone'] }));
      const { PostKind: _dropped, ...missing } = fields();
      await assertFails(stampedComment(db, uid, missing));
      await assertFails(stampedComment(db, uid, { ...fields(), date: FAKE_TIME }));
    });

    it('no comment on a post that does not exist, or under the wrong question', async () => {
      const { uid, db } = await member(anywhere);
      const missing = uniqueId('q-missing');
      await assertFails(comment(uid, db, { kind: 'question', id: missing, questionId: missing }));
      await assertFails(
        comment(uid, db, { kind: 'answer', id: uniqueId('a-missing'), questionId: QUESTION_ID }),
      );
      const { question, answer } = await thread(uid, 'someone');
      await assertFails(comment(uid, db, { ...answer, questionId: QUESTION_ID }));
      await assertFails(comment(uid, db, { ...question, questionId: QUESTION_ID }));
      await assertFails(comment(uid, db, { ...question, kind: 'answer' }));
      await assertFails(
        comment(uid, db, { ...question, kind: 'tag' as unknown as CommentPostKind }),
      );
    });

    it('a visitor cannot comment; everyone reads comments', async () => {
      const { uid, db } = await member();
      const { question } = await thread(uid, 'someone');
      const fields = commentFields(uid, uniqueId('c'), question);
      await assertFails(
        fs.setDoc(fs.doc(clients.as('visitor'), COLLECTIONS.comments, fields.id), fields),
      );
      await assertSucceeds(stampedComment(db, uid, fields));
      await assertSucceeds(
        fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.comments, fields.id)),
      );
    });

    it(`comments carry the Comments stamp: one per ${COMMENT_GAP_SECONDS} s`, async () => {
      const { uid, db } = await member();
      const { question } = await thread(uid, 'someone');
      const unstamped = commentFields(uid, uniqueId('c'), question);
      await assertFails(fs.setDoc(fs.doc(db, COLLECTIONS.comments, unstamped.id), unstamped));
      await assertSucceeds(comment(uid, db, question));
      await assertFails(comment(uid, db, question));
      const ago = (seconds: number) => fs.Timestamp.fromMillis(Date.now() - seconds * 1000);
      await clients.writeRaw(docPath('rateLimits', uid), {
        [COMMENT_STAMP]: { at: ago(COMMENT_GAP_SECONDS - 5), id: 'earlier' },
      });
      await assertFails(comment(uid, db, question));
      await clients.writeRaw(docPath('rateLimits', uid), {
        [COMMENT_STAMP]: { at: ago(COMMENT_GAP_SECONDS + 5), id: 'earlier' },
      });
      await assertSucceeds(comment(uid, db, question));
    });

    it('an answer stamp does not cover a comment', async () => {
      const { uid, db } = await member();
      const { question } = await thread(uid, 'someone');
      const fields = commentFields(uid, uniqueId('c'), question);
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), {
        Answers: { at: fs.serverTimestamp(), id: fields.id },
      });
      batch.set(fs.doc(db, COLLECTIONS.comments, fields.id), fields);
      await assertFails(batch.commit());
    });

    it('authors delete their own comments, and nobody edits one', async () => {
      const author = await member();
      const { question } = await thread(author.uid, 'someone');
      const fields = commentFields(author.uid, uniqueId('c'), question);
      await assertSucceeds(stampedComment(author.db, author.uid, fields));
      const other = await member(1000);
      const path = [COLLECTIONS.comments, fields.id] as const;
      await assertFails(fs.deleteDoc(fs.doc(other.db, ...path)));
      await assertFails(fs.updateDoc(fs.doc(author.db, ...path), { Comment: `${TEXT} Edited.` }));
      await assertSucceeds(fs.deleteDoc(fs.doc(author.db, ...path)));
    });

    it('a comment can be flagged, once per member; a missing one cannot', async () => {
      const author = await member();
      const { question } = await thread(author.uid, 'someone');
      const fields = commentFields(author.uid, uniqueId('c'), question);
      await assertSucceeds(stampedComment(author.db, author.uid, fields));
      const flagger = await member();
      const flagId = `${fields.id}_${flagger.uid}`;
      const flag = newFlag(flagger.uid, 'comment', fields.id);
      await assertSucceeds(stampedFlag(flagger.db, flagger.uid, flagId, flag));
      await assertFails(stampedFlag(flagger.db, flagger.uid, flagId, flag));
      const missing = uniqueId('c-missing');
      await assertFails(
        stampedFlag(
          flagger.db,
          flagger.uid,
          `${missing}_${flagger.uid}`,
          newFlag(flagger.uid, 'comment', missing),
        ),
      );
    });
  });
}
