// onDraftCreated keeps an account's MAX_DRAFTS_PER_ACCOUNT newest drafts and deletes the rest.
import { COLLECTIONS, MAX_DRAFTS_PER_ACCOUNT, docPath, draftExpiry } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually, uniqueId } from '@queryhub/testkit';

describe('draft limit per account', () => {
  it('deletes the oldest drafts beyond the limit when a new one is created', async () => {
    const drafts = adminDb()
      .doc(docPath('users', uniqueId('drafter')))
      .collection(COLLECTIONS.drafts);
    const start = Date.now() - 3_600_000;
    // The limit, written oldest first, then one more (the newest).
    for (let index = 0; index <= MAX_DRAFTS_PER_ACCOUNT; index += 1) {
      await drafts.doc(`ask-cat${index}`).set({
        Kind: 'ask',
        TargetID: `cat${index}`,
        Text: `Draft ${index}`,
        Tags: [],
        updatedAt: new Date(start + index * 1000),
        expireAt: draftExpiry(start),
      });
    }
    await eventually(
      async () => !(await drafts.doc('ask-cat0').get()).exists,
      'the oldest draft to be deleted',
    );
    const left = await drafts.get();
    expect(left.size).toBe(MAX_DRAFTS_PER_ACCOUNT);
    expect((await drafts.doc(`ask-cat${MAX_DRAFTS_PER_ACCOUNT}`).get()).exists).toBe(true);
  });
});
