import { FLAGGABLE_COLLECTIONS, isFlaggableKind } from '@queryhub/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { isModerationAction, moderatePost } from '../moderation/moderate-post';
import { adminCallable } from './admin-callable';

const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

function moderationRequest(data: unknown) {
  const { action, postType, postId } = (data ?? {}) as Record<string, unknown>;
  if (!isModerationAction(action) || !isFlaggableKind(postType)) {
    throw new HttpsError(
      'invalid-argument',
      'Give an action (hide, restore, delete) and a postType.',
    );
  }
  if (typeof postId !== 'string' || !DOC_ID.test(postId)) {
    throw new HttpsError('invalid-argument', 'Give the id of the post.');
  }
  return { action, postType, postId };
}

/** Admins and moderators hide, restore or delete a post: { action, postType, postId }. Audited. */
export const moderatePostCallable = adminCallable('moderatePost', {
  moderators: true,
  parse: moderationRequest,
  run: ({ action, postType, postId }, db) => moderatePost(db, action, postType, postId),
  audit: ({ action, postType, postId }, output) => ({
    action: `${action}Post`,
    target: `${FLAGGABLE_COLLECTIONS[postType]}/${postId}`,
    details: output,
  }),
});
