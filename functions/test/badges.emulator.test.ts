// The badge triggers against the running emulators: an upvote that raises a question's score to
// 1 awards its asker Student (with the inbox item and the member's counts) and the voter
// Supporter; redelivered events and a second qualifying post award nothing again; account
// deletion takes the awards and their counts away, once.
import { COLLECTIONS, awardId, docPath, notificationId } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminBucket, adminDb, questionFields, uniqueId, waitForDoc } from '@queryhub/testkit';
import { deleteAccountData } from '../src/accounts/delete-account-data';
import { applyQuestionBadges } from '../src/badges/apply-badges';
import { awardBadge } from '../src/badges/award-badges';

const db = () => adminDb();
const awardRef = (id: string) => db().collection(COLLECTIONS.awards).doc(id);
const inboxRef = (uid: string, id: string) =>
  db()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.notifications)
    .doc(notificationId('badge', id));

async function ask(uid: string): Promise<string> {
  const id = uniqueId('q-badge');
  await db()
    .collection(COLLECTIONS.questions)
    .doc(id)
    .set(
      questionFields(
        { uid },
        id,
        { id: 'cat-badges', subject: 'Badges' },
        'A badge?',
        '',
        new Date(),
        [],
      ),
    );
  return id;
}

async function upvote(voter: string, questionId: string): Promise<void> {
  await db()
    .doc(docPath('votes', `${questionId}_${voter}`))
    .set({
      postId: questionId,
      postKind: 'question',
      questionId,
      uid: voter,
      value: 1,
      date: FieldValue.serverTimestamp(),
    });
}

describe('badge triggers', () => {
  it('an upvote to score 1 awards the asker Student with an inbox item, the voter Supporter', async () => {
    const asker = uniqueId('asker');
    const voter = uniqueId('voter');
    const questionId = await ask(asker);
    await upvote(voter, questionId);

    const student = awardId({ slug: 'student', uid: asker, postId: '' });
    const award = await waitForDoc(awardRef(student), (data) => data !== undefined);
    expect(award).toMatchObject({ uid: asker, Badge: 'student', Tier: 'bronze', PostID: '' });
    const item = await waitForDoc(inboxRef(asker, student), (data) => data !== undefined);
    expect(item).toMatchObject({
      Type: 'badge',
      Question: 'Student',
      PostID: 'student',
      Read: false,
    });
    const counts = await waitForDoc(
      db().collection(COLLECTIONS.memberBadges).doc(asker),
      (data) => data !== undefined,
    );
    expect(counts?.Counts).toEqual({ student: 1 });
    await waitForDoc(
      awardRef(awardId({ slug: 'supporter', uid: voter, postId: '' })),
      (data) => data !== undefined,
    );

    // A redelivered score change finds the award there and writes nothing.
    const before = { uid: asker, Score: 0 };
    const after = { uid: asker, Score: 1 };
    expect(await applyQuestionBadges(db(), questionId, before, after)).toBe(0);
    // A second question reaching 1 does not award the one-time badge again.
    const second = await ask(asker);
    expect(await applyQuestionBadges(db(), second, before, after)).toBe(0);
    expect(await awardBadge(db(), { slug: 'student', uid: asker, postId: second })).toBe(false);
    const again = await db().collection(COLLECTIONS.memberBadges).doc(asker).get();
    expect(again.get('Counts')).toEqual({ student: 1 });
  });

  it('account deletion removes the awards and their counts once; no award after it', async () => {
    const uid = uniqueId('leaving-badges');
    const badgeRef = db().collection(COLLECTIONS.badges).doc('great-answer');
    const holdersBefore = ((await badgeRef.get()).get('Holders') as number | undefined) ?? 0;
    expect(await awardBadge(db(), { slug: 'great-answer', uid, postId: 'a1' })).toBe(true);
    expect(await awardBadge(db(), { slug: 'great-answer', uid, postId: 'a2' })).toBe(true);
    // The same post again: the per-post award exists.
    expect(await awardBadge(db(), { slug: 'great-answer', uid, postId: 'a1' })).toBe(false);
    expect((await badgeRef.get()).get('Holders')).toBe(holdersBefore + 1);

    const counts = await deleteAccountData(db(), adminBucket(), uid);
    expect(counts.awardsDeleted).toBe(2);
    const left = await db().collection(COLLECTIONS.awards).where('uid', '==', uid).get();
    expect(left.size).toBe(0);
    expect((await db().collection(COLLECTIONS.memberBadges).doc(uid).get()).exists).toBe(false);
    expect((await badgeRef.get()).get('Holders')).toBe(holdersBefore);

    await deleteAccountData(db(), adminBucket(), uid);
    expect((await badgeRef.get()).get('Holders')).toBe(holdersBefore);
    expect(await awardBadge(db(), { slug: 'great-answer', uid, postId: 'a3' })).toBe(false);
  });
});
