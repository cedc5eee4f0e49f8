import { randomUUID } from 'node:crypto';
import { COLLECTIONS, MAX_MENTIONS_PER_POST, newComment } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  uniqueId,
  waitForDoc,
  waitForQuery,
  writeAnswer,
  writeQuestion,
  writeUserRecord,
} from '@queryhub/testkit';
import { applyCommentCreated } from '../src/comments/apply-comment-created';
import { notifyAnswerMentions } from '../src/comments/notify-answer-mentions';
import { notifyOnAnswer } from '../src/notifications/question-notifiers';
import { displayNameClaimId } from '../src/profiles/display-name-key';

// Comments and @mentions over the emulators: mention resolution through the name claims (case
// and lookalikes), the cap, no self-mention, idempotent inbox items, and the cascades.

const CATEGORY = { id: 'cat-comments', subject: 'Comments' };
const noAlerts = async () => {};

/** A member holding `name` as claimDisplayName records it (Users record and UserNames claim). */
async function member(name: string): Promise<string> {
  const uid = uniqueId('member');
  await writeUserRecord(uid, name);
  await adminDb().collection(COLLECTIONS.userNames).doc(displayNameClaimId(name)).set({ uid });
  return uid;
}

/** A unique display name (the claims are shared by every test of the suite). */
const uniqueName = (base: string) => `${base}${randomUUID().slice(0, 8)}`;

const inbox = (uid: string) =>
  adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);

async function questionBy(uid: string): Promise<string> {
  const { id } = await writeQuestion({ uid }, CATEGORY, 'How do tides work?');
  return id;
}

/** A comment written with the Admin SDK (the rules are tested in tests/rules). */
async function commentOn(questionId: string, uid: string, text: string): Promise<string> {
  const ref = adminDb().collection(COLLECTIONS.comments).doc();
  await ref.set(
    newComment(
      { id: ref.id, text, post: { kind: 'question', id: questionId, questionId }, uid },
      new Date(),
    ),
  );
  return ref.id;
}

describe('comments and @mentions', () => {
  it('resolves mentions by case and lookalike spelling, tells each member once, never the author', async () => {
    const alice = uniqueName('alice');
    const aliceUid = await member(alice);
    const bob = uniqueName('Bob');
    const bobUid = await member(bob);
    const author = uniqueName('carol');
    const authorUid = await member(author);
    const askerUid = await member(uniqueName('asker'));
    const questionId = await questionBy(askerUid);
    // Cyrillic а (U+0430) for the first Latin a: a lookalike of the same claim.
    const lookalike = `\u0430${alice.slice(1)}`;
    const text = `@${alice.toUpperCase()} and @${lookalike}, also @${bob}; not @${author} or @nobody${randomUUID().slice(0, 6)}.`;
    const commentId = await commentOn(questionId, authorUid, text);

    const outcome = await applyCommentCreated(adminDb(), commentId, noAlerts);
    expect(outcome.mentioned).toBe(2);
    const stored = (await adminDb().collection(COLLECTIONS.comments).doc(commentId).get()).data();
    expect(stored?.Mentions).toEqual([aliceUid, bobUid]);
    expect(stored?.UserName).toBe(author);
    const html = String(stored?.Html);
    expect(html).toContain(`href="/User/${aliceUid}/${alice.toUpperCase()}"`);
    expect(html).toContain(`href="/User/${aliceUid}/${encodeURIComponent(lookalike)}"`);
    expect(html).toContain(`href="/User/${bobUid}/${bob}"`);
    expect(html).toContain(`href="/User/${authorUid}/${author}"`);
    expect(html).not.toContain('@nobody</a>');

    const mention = `mention-${commentId}`;
    expect((await inbox(aliceUid).doc(mention).get()).data()).toMatchObject({
      Type: 'mention',
      QuestionID: questionId,
      ActorName: author,
      Read: false,
    });
    expect((await inbox(bobUid).doc(mention).get()).exists).toBe(true);
    expect((await inbox(authorUid).doc(mention).get()).exists).toBe(false);
    // The asker hears of a comment on their question.
    expect((await inbox(askerUid).doc(`comment-${commentId}`).get()).get('Type')).toBe('comment');

    // A redelivery writes nothing new.
    await inbox(aliceUid).doc(mention).update({ Read: true });
    expect((await applyCommentCreated(adminDb(), commentId, noAlerts)).notified).toBe(0);
    expect((await inbox(aliceUid).doc(mention).get()).get('Read')).toBe(true);
  });

  it(`mentions at most ${MAX_MENTIONS_PER_POST} members per post`, async () => {
    const names = Array.from({ length: MAX_MENTIONS_PER_POST + 2 }, () => uniqueName('m'));
    const uids = await Promise.all(names.map(member));
    const authorUid = await member(uniqueName('author'));
    const questionId = await questionBy(authorUid);
    const text = names.map((name) => `@${name}`).join(' ');
    const commentId = await commentOn(questionId, authorUid, text.slice(0, 600));
    const outcome = await applyCommentCreated(adminDb(), commentId, noAlerts);
    expect(outcome.mentioned).toBe(MAX_MENTIONS_PER_POST);
    const told = await Promise.all(
      uids.map(async (uid) => (await inbox(uid).doc(`mention-${commentId}`).get()).exists),
    );
    expect(told.filter(Boolean)).toHaveLength(MAX_MENTIONS_PER_POST);
    expect(told.slice(MAX_MENTIONS_PER_POST)).toEqual([false, false]);
  });

  it('a hidden post tells nobody: comments, answers and their mentions on it reach no inbox', async () => {
    const bob = uniqueName('bob');
    const bobUid = await member(bob);
    const spammerUid = await member(uniqueName('spammer'));
    const questionId = await questionBy(spammerUid);
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await question.update({ Hidden: true, FlagCount: 3 });
    const commentId = await commentOn(questionId, spammerUid, `Buy now, @${bob}, buy now!`);
    expect((await applyCommentCreated(adminDb(), commentId, noAlerts)).notified).toBe(0);
    const answerId = await writeAnswer(
      { uid: spammerUid },
      { id: questionId, text: 'How do tides work?', categoryId: CATEGORY.id },
      `Cheap pills for @${bob} and everyone.`,
    );
    expect(await notifyAnswerMentions(adminDb(), answerId, noAlerts)).toBe(0);
    expect(await notifyOnAnswer(adminDb(), answerId, noAlerts)).toBe(0);
    expect((await inbox(bobUid).doc(`mention-${commentId}`).get()).exists).toBe(false);
    expect((await inbox(bobUid).doc(`mention-${answerId}`).get()).exists).toBe(false);

    // A hidden answer under an open question: the same, checked again at each delivery.
    await question.update({ Hidden: false, FlagCount: 0 });
    const answers = adminDb().collection(COLLECTIONS.answers);
    await answers.doc(answerId).update({ Hidden: true, FlagCount: 3 });
    expect(await notifyAnswerMentions(adminDb(), answerId, noAlerts)).toBe(0);
    expect(await notifyOnAnswer(adminDb(), answerId, noAlerts)).toBe(0);
    // Restored by a moderator, a redelivery tells the mentioned member.
    await answers.doc(answerId).update({ Hidden: false, FlagCount: 0 });
    expect(await notifyAnswerMentions(adminDb(), answerId, noAlerts)).toBe(1);
  });

  it('the trigger renders a new comment: inline Markdown only, sanitized', async () => {
    const authorUid = await member(uniqueName('writer'));
    const questionId = await questionBy(authorUid);
    const commentId = await commentOn(
      questionId,
      authorUid,
      '# Not a heading: `code`, *em* <script>alert(1)</script> [x](javascript:alert(1))',
    );
    const stored = await waitForDoc(
      adminDb().collection(COLLECTIONS.comments).doc(commentId),
      (data) => typeof data?.Html === 'string',
    );
    expect(stored?.Html).toBe(
      '# Not a heading: <code>code</code>, <em>em</em> &lt;script&gt;alert(1)&lt;/script&gt; ' +
        '[x](javascript:alert(1))',
    );
  });

  it('an answer links its mentions (`_` for a space) and tells the mentioned, not the answerer', async () => {
    const dana = `Dana ${uniqueName('Haddad')}`;
    const written = dana.replace(' ', '_').toLowerCase();
    const danaUid = await member(dana);
    const answerer = uniqueName('eve');
    const answererUid = await member(answerer);
    const questionId = await questionBy(danaUid);
    const answerId = await writeAnswer(
      { uid: answererUid },
      { id: questionId, text: 'How do tides work?', categoryId: CATEGORY.id },
      `As @${written} said (and @${answerer}), the moon.`,
    );
    const answer = await waitForDoc(
      adminDb().collection(COLLECTIONS.answers).doc(answerId),
      (data) => typeof data?.Html === 'string',
    );
    expect(answer?.Html).toContain(`href="/User/${danaUid}/${written}"`);
    await notifyAnswerMentions(adminDb(), answerId, noAlerts);
    expect((await inbox(danaUid).doc(`mention-${answerId}`).get()).get('Type')).toBe('mention');
    expect((await inbox(answererUid).doc(`mention-${answerId}`).get()).exists).toBe(false);
  });

  it("a post's comments go with it", async () => {
    const authorUid = await member(uniqueName('poster'));
    const questionId = await questionBy(authorUid);
    await commentOn(questionId, authorUid, 'A first comment on this question.');
    await commentOn(questionId, authorUid, 'A second comment on this question.');
    const comments = adminDb().collection(COLLECTIONS.comments).where('PostID', '==', questionId);
    expect((await comments.get()).size).toBe(2);
    await adminDb().collection(COLLECTIONS.questions).doc(questionId).delete();
    await waitForQuery(comments, (size) => size === 0);
  });

  it("deleting an account deletes the member's comments", async () => {
    const { uid } = await adminAuth().createUser({
      uid: uniqueId('leaving'),
      email: `${randomUUID()}@example.com`,
      password: 'secret-password',
    });
    await writeUserRecord(uid, uniqueName('leaving'));
    const askerUid = await member(uniqueName('stays'));
    const questionId = await questionBy(askerUid);
    await commentOn(questionId, uid, 'A comment that leaves with its author.');
    const kept = await commentOn(questionId, askerUid, 'A comment that stays with its author.');
    const theirs = adminDb().collection(COLLECTIONS.comments).where('uid', '==', uid);
    expect((await theirs.get()).size).toBe(1);
    await adminAuth().deleteUser(uid);
    await waitForQuery(theirs, (size) => size === 0);
    expect((await adminDb().collection(COLLECTIONS.comments).doc(kept).get()).exists).toBe(true);
  });
});
