// Follows: a member follows a question (`Users/{uid}/Follows/{questionId}`), a tag
// (`Users/{uid}/FollowedTags/{tag}`) or a category (`Users/{uid}/FollowedCategories/{categoryId}`).
// The member writes them (firestore.rules: exactly the id field, equal to the document id, and
// `date`); functions read the followers of a target (a collection group) to tell them of an event,
// and a member's own follows for the weekly digest (docs/data-model.md).
import { COLLECTIONS } from './collections.js';
import type { QueryName } from './queries.js';

/** What a member follows: a question, a tag or a category. */
export type FollowTarget =
  | { readonly kind: 'question'; readonly questionId: string }
  | { readonly kind: 'tag'; readonly tag: string }
  | { readonly kind: 'category'; readonly categoryId: string };

export type FollowKind = FollowTarget['kind'];

/**
 * Whose followers one walk reads: those of one target, or those of any of a question's tags at
 * once (`tags`: one collection-group `in` query of at most 5 tags, ordered by document id).
 */
export type FollowerSet =
  FollowTarget | { readonly kind: 'tags'; readonly tags: readonly string[] };

/** Where each kind of follow lives and how it is read. */
export interface FollowKindSpec {
  /** The subcollection of `Users/{uid}`. */
  readonly collection: string;
  /** The field holding the followed id (== the document id). */
  readonly idField: string;
  /** The catalogue entry (a collection group) that lists the target's followers. */
  readonly followers: QueryName;
  /** The catalogue entry that lists a member's own follows of this kind, newest first. */
  readonly newest: QueryName;
}

export const FOLLOW_KINDS = {
  question: {
    collection: COLLECTIONS.follows,
    idField: 'QuestionID',
    followers: 'follows.group.ofQuestion',
    newest: 'follows.newest',
  },
  tag: {
    collection: COLLECTIONS.followedTags,
    idField: 'Tag',
    followers: 'followedTags.group.ofTags',
    newest: 'followedTags.newest',
  },
  category: {
    collection: COLLECTIONS.followedCategories,
    idField: 'CatID',
    followers: 'followedCategories.group.ofCategory',
    newest: 'followedCategories.newest',
  },
} as const satisfies Record<FollowKind, FollowKindSpec>;

/**
 * Followers are read this many at a time (at most MAX_NOTIFIED_FOLLOWERS, or
 * MAX_TAG_FAN_OUT_RECIPIENTS, in all), so the cost of one event stays bounded (docs/decisions.md).
 */
export const FOLLOWER_PAGE_SIZE = 250;

/** The followed question's, tag's or category's id: the follow's document id. */
function followTargetId(target: FollowTarget): string {
  switch (target.kind) {
    case 'question':
      return target.questionId;
    case 'tag':
      return target.tag;
    case 'category':
      return target.categoryId;
  }
}

/** The path segments of `uid`'s follow of `target`: `Users`, uid, subcollection, id. */
export function followPathSegments(
  uid: string,
  target: FollowTarget,
): [string, string, string, string] {
  return [COLLECTIONS.users, uid, FOLLOW_KINDS[target.kind].collection, followTargetId(target)];
}

/** The follow document's path, `Users/{uid}/<subcollection>/{id}`. */
export function followPath(uid: string, target: FollowTarget): string {
  return followPathSegments(uid, target).join('/');
}

/** The follow document's fields, exactly as the rules list them: the id field and `date`. */
export function followFields<T>(target: FollowTarget, date: T): Record<string, string | T> {
  return { [FOLLOW_KINDS[target.kind].idField]: followTargetId(target), date };
}

/** The follower (the uid) owning a follow document, from its path `Users/{uid}/…`. */
export function followerUid(path: string): string {
  return path.split('/')[1] ?? '';
}
