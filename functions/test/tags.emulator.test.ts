// The tag triggers against the running emulators: per-tag counts through create, tag
// edit, hide, restore and delete (and a redelivered event), and the new-question fan-out to
// followers of tags and categories, bounded and never to the asker.
import { COLLECTIONS } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, questionFields, uniqueId, waitForDoc, waitForQuery } from '@queryhub/testkit';
import { applyTagCounts } from '../src/tags/tag-counts';
import { followersOf } from '../src/follows/followers';
import { newQuestionAudience } from '../src/tags/new-question-fan-out';

const tagRef = (tag: string) => adminDb().collection(COLLECTIONS.tags).doc(tag);
const count = (tag: string, expected: number) =>
  waitForDoc(tagRef(tag), (data) => data?.QuestionCount === expected);
const inbox = (uid: string) =>
  adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);

/** A tag of its own for each test, so parallel runs and leftovers do not mix. */
const freshTag = (name: string) => uniqueId(name).toLowerCase().replace(/_/g, '-').slice(0, 35);

async function followTag(uid: string, tag: string): Promise<void> {
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.followedTags)
    .doc(tag)
    .set({ Tag: tag, date: FieldValue.serverTimestamp() });
}

async function followCategory(uid: string, catId: string): Promise<void> {
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.followedCategories)
    .doc(catId)
    .set({ CatID: catId, date: FieldValue.serverTimestamp() });
}

async function ask(uid: string, tags: string[], catId = 'cat-tags'): Promise<string> {
  const id = uniqueId('q-tags');
  await adminDb()
    .collection(COLLECTIONS.questions)
    .doc(id)
    .set(
      questionFields(
        { uid },
        id,
        { id: catId, subject: 'Tags' },
        'Which tag?',
        '',
        new Date(),
        tags,
      ),
    );
  return id;
}

describe('per-tag question counts', () => {
  it('follow a question through create, tag edit, hide, restore and delete', async () => {
    const [a, b, c] = [freshTag('a'), freshTag('b'), freshTag('c')];
    const id = await ask(uniqueId('asker'), [a, b]);
    await count(a, 1);
    await count(b, 1);
    const question = adminDb().collection(COLLECTIONS.questions).doc(id);
    await question.update({ Tags: [b, c] });
    await count(a, 0);
    await count(c, 1);
    expect((await tagRef(b).get()).get('QuestionCount')).toBe(1);
    await question.update({ Hidden: true });
    await count(b, 0);
    await count(c, 0);
    await question.update({ Hidden: false });
    await count(b, 1);
    await question.delete();
    await count(b, 0);
    await count(c, 0);
  });

  it('count a redelivered event once', async () => {
    const tag = freshTag('once');
    const eventId = uniqueId('event');
    const after = { Tags: [tag] };
    expect(await applyTagCounts(adminDb(), 'Questions/x', eventId, undefined, after)).toBe(true);
    expect(await applyTagCounts(adminDb(), 'Questions/x', eventId, undefined, after)).toBe(false);
    expect((await tagRef(tag).get()).get('QuestionCount')).toBe(1);
  });

  it('cost nothing for a write that changes no tag', async () => {
    const data = { Tags: ['same'], Score: 1 };
    const eventId = uniqueId('event');
    expect(
      await applyTagCounts(adminDb(), 'Questions/y', eventId, data, { ...data, Score: 2 }),
    ).toBe(false);
    expect(
      (await adminDb().collection(COLLECTIONS.processedEvents).doc(eventId).get()).exists,
    ).toBe(false);
  });
});

describe('tags in the edit history', () => {
  it('record a tag edit as a revision with the tags before and after', async () => {
    const [a, b] = [freshTag('hist-a'), freshTag('hist-b')];
    const id = await ask(uniqueId('asker'), [a]);
    const question = adminDb().collection(COLLECTIONS.questions).doc(id);
    await waitForDoc(question, (d) => typeof d?.Html === 'string');
    await question.update({ Tags: [a, b] });
    const revisions = adminDb()
      .collection(COLLECTIONS.revisions)
      .where('Post', '==', `${COLLECTIONS.questions}/${id}`);
    await waitForQuery(revisions, (size) => size === 1);
    const [revision] = (await revisions.get()).docs;
    expect(revision?.data()).toMatchObject({
      Kind: 'question',
      Before: 'Which tag?',
      After: 'Which tag?',
      TagsBefore: [a],
      TagsAfter: [a, b],
    });
  });
});

describe('new questions to the followers of tags and categories', () => {
  it("reach a tag follower's and a category follower's inbox, never the asker's", async () => {
    const tag = freshTag('fan');
    const catId = uniqueId('cat-fan');
    const [asker, tagFollower, categoryFollower, bystander] = [
      uniqueId('asker'),
      uniqueId('tag-follower'),
      uniqueId('cat-follower'),
      uniqueId('bystander'),
    ];
    await followTag(tagFollower, tag);
    await followTag(asker, tag);
    await followCategory(categoryFollower, catId);
    const id = await ask(asker, [tag, 'other-tag'], catId);
    const item = await waitForDoc(
      inbox(tagFollower).doc(`newQuestion-${id}`),
      (d) => d !== undefined,
    );
    expect(item).toMatchObject({ Type: 'newQuestion', QuestionID: id, CatID: catId, Read: false });
    await waitForDoc(inbox(categoryFollower).doc(`newQuestion-${id}`), (d) => d !== undefined);
    expect((await inbox(asker).doc(`newQuestion-${id}`).get()).exists).toBe(false);
    expect((await inbox(bystander).doc(`newQuestion-${id}`).get()).exists).toBe(false);
  });

  it('read followers a page at a time, and stop at the cap', async () => {
    const tag = freshTag('paged');
    const followers = Array.from({ length: 7 }, () => uniqueId('reader'));
    await Promise.all(followers.map((uid) => followTag(uid, tag)));
    const target = { kind: 'tag', tag } as const;
    expect((await followersOf(adminDb(), target, 100, 2)).sort()).toEqual([...followers].sort());
    expect(await followersOf(adminDb(), target, 5, 2)).toHaveLength(5);
    expect(await followersOf(adminDb(), target, 0, 2)).toHaveLength(0);
    expect(await followersOf(adminDb(), { kind: 'tags', tags: [] }, 5, 2)).toHaveLength(0);
  });

  it('bound the audience, without the asker or duplicates', async () => {
    const tag = freshTag('cap');
    const catId = uniqueId('cat-cap');
    const asker = uniqueId('asker');
    const both = uniqueId('both');
    const followers = Array.from({ length: 6 }, () => uniqueId('many'));
    await Promise.all([
      ...followers.map((uid) => followTag(uid, tag)),
      followTag(asker, tag),
      followTag(both, tag),
      followCategory(both, catId),
      followCategory(asker, catId),
    ]);
    const question = { uid: asker, CatID: catId, Tags: [tag] };
    const everyone = await newQuestionAudience(adminDb(), question, 100, 2);
    expect(everyone).toHaveLength(followers.length + 1);
    expect(everyone).not.toContain(asker);
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(everyone[0]).toBe(both);
    const capped = await newQuestionAudience(adminDb(), question, 3, 2);
    expect(capped).toHaveLength(3);
    expect(capped).not.toContain(asker);
  });
});
