import { docPath } from '@queryhub/model';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { recordAudit } from '../moderation/audit';
import { isPostType } from '../moderation/flag-fields';
import { isModerationAction, moderatePost } from '../moderation/moderate-post';
import { firestore } from '../shared/firebase';
import { requireAdmin } from './require-admin';

const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Admins hide, restore or delete a post: { action, postType, postId }. Audited. */
export const moderatePostCallable = onCall({ timeoutSeconds: 120 }, async (request) => {
  requireAdmin(request);
  const { action, postType, postId } = (request.data ?? {}) as Record<string, unknown>;
  if (!isModerationAction(action) || !isPostType(postType)) {
    throw new HttpsError(
      'invalid-argument',
      'Give an action (hide, restore, delete) and a postType.',
    );
  }
  if (typeof postId !== 'string' || !DOC_ID.test(postId)) {
    throw new HttpsError('invalid-argument', 'Give the id of the post.');
  }
  const db = firestore();
  const result = await moderatePost(db, action, postType, postId);
  await recordAudit(db, {
    action: `${action}Post`,
    by: request.auth?.uid ?? '',
    target: docPath(postType === 'question' ? 'questions' : 'answers', postId),
    details: { ...result },
  });
  return result;
});
