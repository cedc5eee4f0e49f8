// The one reader of followers: the members who follow a question, a tag (or any of a question's
// tags) or a category, read through the catalogue entry the model names for that kind
// (FOLLOW_KINDS), a page at a time and at most `cap` of them, so the cost of one event stays
// bounded however many follow the target. Notifications (answers, edits) and the new-question
// fan-out (categories, tags) read their audiences here.
import {
  adminQuery,
  FOLLOW_KINDS,
  FOLLOWER_PAGE_SIZE,
  followerUid,
  type FollowerSet,
} from '@queryhub/model';
import type { Firestore, Query } from 'firebase-admin/firestore';

/** The followers' documents, as the catalogue walk ordered by document id. */
function followersQuery(db: Firestore, set: FollowerSet): Query {
  switch (set.kind) {
    case 'question':
      return adminQuery(db, FOLLOW_KINDS.question.followers, set.questionId);
    case 'category':
      return adminQuery(db, FOLLOW_KINDS.category.followers, set.categoryId);
    case 'tag':
      return adminQuery(db, FOLLOW_KINDS.tag.followers, [set.tag]);
    case 'tags':
      return adminQuery(db, FOLLOW_KINDS.tag.followers, set.tags);
  }
}

/**
 * The uids following `set`, in document-id order, a page of `pageSize` at a time, at most `cap`
 * of them (none for a cap of 0 or an empty tag list). A uid following several of the tags
 * appears once per tag; the callers' `recipients()` drops the repeats.
 */
export async function followersOf(
  db: Firestore,
  set: FollowerSet,
  cap: number,
  pageSize = FOLLOWER_PAGE_SIZE,
): Promise<string[]> {
  const uids: string[] = [];
  if (cap <= 0 || (set.kind === 'tags' && set.tags.length === 0)) return uids;
  const query = followersQuery(db, set);
  let page = await query.limit(Math.min(pageSize, cap)).get();
  while (!page.empty) {
    for (const doc of page.docs) uids.push(followerUid(doc.ref.path));
    const last = page.docs[page.docs.length - 1];
    if (uids.length >= cap || page.size < pageSize || !last) break;
    page = await query
      .startAfter(last)
      .limit(Math.min(pageSize, cap - uids.length))
      .get();
  }
  return uids;
}
