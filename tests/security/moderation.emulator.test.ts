// Moderation that sticks. A post hidden by three flags (or by an admin) or
// deleted by an admin leaves a PostTombstones entry: its author cannot delete it and post it
// again under the same id (permission-denied, as production Firestore refuses a write no rule
// allows), and the moderation queue keeps its entry. A deleted post's flags go with it, so they
// never block a future flag; an honest delete and re-post still works.
import { COLLECTIONS, docPath } from '@queryhub/model';
import { deleteDoc, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callAsAdmin,
  createPostAs,
  createSignedInUser,
  errorCodeOf,
  eventually,
  liftRateLimits,
  postCategory,
  questionFields,
  uniqueId,
  type CategoryRef,
  type SignedInUser,
} from '@queryhub/testkit';

const DENIED = 'permission-denied';

let author: SignedInUser;
let flaggers: SignedInUser[];
let category: CategoryRef;

/** A flag as the web app sends it: the flag and the flagger's `Flags` stamp in one batch. */
async function flag(flagger: SignedInUser, postId: string): Promise<void> {
  await liftRateLimits(flagger.uid);
  const { db, uid } = flagger.session;
  const batch = writeBatch(db);
  batch.set(doc(db, COLLECTIONS.rateLimits, uid), {
    Flags: { at: serverTimestamp(), id: postId, windowStart: serverTimestamp(), count: 1 },
  });
  batch.set(doc(db, COLLECTIONS.flags, `${postId}_${uid}`), {
    uid,
    PostType: 'question',
    PostID: postId,
    Reason: 'spam',
    Text: '',
    date: serverTimestamp(),
  });
  await batch.commit();
}

const ask = (id: string, text: string) =>
  createPostAs(
    author.session,
    COLLECTIONS.questions,
    id,
    questionFields(author, id, category, text),
  );

const flagsOn = (postId: string) =>
  adminDb().collection(COLLECTIONS.flags).where('PostID', '==', postId).get();

beforeAll(async () => {
  author = await createSignedInUser({ prefix: 'mod-author' });
  flaggers = await Promise.all(
    [1, 2, 3].map((n) => createSignedInUser({ prefix: `mod-flagger-${n}` })),
  );
  category = await postCategory(author.session, 'Moderation');
});

afterAll(async () => {
  await Promise.all([author, ...flaggers].map((user) => user?.session.close()));
});

describe('attack 4: deleting a hidden post and posting it again', () => {
  it('is refused; the queue keeps its entry and the flags go', async () => {
    const id = uniqueId('hidden-q');
    await ask(id, 'Buy cheap watches at my shop');
    for (const flagger of flaggers) await flag(flagger, id);
    const post = adminDb().doc(docPath('questions', id));
    await eventually(async () => (await post.get()).get('Hidden') === true, 'the post hidden');
    expect((await adminDb().doc(docPath('postTombstones', id)).get()).data()).toMatchObject({
      PostType: 'question',
      Reason: 'hidden',
    });

    await deleteDoc(doc(author.session.db, COLLECTIONS.questions, id));
    await eventually(async () => (await flagsOn(id)).empty, 'the flags to go');
    const queue = adminDb().doc(docPath('moderationQueue', `question_${id}`));
    await eventually(
      async () => (await queue.get()).get('DeletedByAuthor') === true,
      'the queue entry to be marked',
    );
    expect((await queue.get()).get('FlagCount')).toBe(3);

    expect(await errorCodeOf(ask(id, 'Buy cheap watches at my shop'))).toBe(DENIED);
    expect((await post.get()).exists).toBe(false);
  });

  it('a post an admin deleted cannot be posted again either', async () => {
    const id = uniqueId('admin-deleted-q');
    await ask(id, 'Something an admin removes');
    await callAsAdmin('moderatePost', { action: 'delete', postType: 'question', postId: id });
    expect(await errorCodeOf(ask(id, 'Something an admin removes'))).toBe(DENIED);
  });
});

describe('legitimate: an honest delete and re-post', () => {
  it('works under the same id, and a flag on the old post does not block flagging the new one', async () => {
    const id = uniqueId('honest-q');
    await ask(id, 'How do I centre a div?');
    const [first] = flaggers;
    await flag(first!, id);
    await eventually(
      async () => (await adminDb().doc(docPath('questions', id)).get()).get('FlagCount') === 1,
      'the flag counted',
    );
    await deleteDoc(doc(author.session.db, COLLECTIONS.questions, id));
    await eventually(async () => (await flagsOn(id)).empty, 'the flag to go');
    await ask(id, 'How do I centre a div, vertically too?');
    expect((await adminDb().doc(docPath('questions', id)).get()).exists).toBe(true);
    await flag(first!, id);
    expect((await flagsOn(id)).size).toBe(1);
  });
});
