import { FLAGGABLE_KINDS, FLAGGABLE_COLLECTIONS } from '@queryhub/model';
import { z } from 'zod/v4';
import { MODERATION_ACTIONS, moderatePost } from '../moderation/moderate-post';
import { parseCallableInput } from '../shared/input-schema';
import { adminCallable } from './admin-callable';

const ACTION_AND_KIND = 'Give an action (hide, restore, delete) and a postType.';

export const ModerationRequest = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: ACTION_AND_KIND }),
  postType: z.enum(FLAGGABLE_KINDS, { error: ACTION_AND_KIND }),
  postId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Give the id of the post.' }),
});

/** Admins and moderators hide, restore or delete a post: { action, postType, postId }. Audited. */
export const moderatePostCallable = adminCallable('moderatePost', {
  moderators: true,
  parse: (data) => parseCallableInput(ModerationRequest, data),
  run: ({ action, postType, postId }, db) => moderatePost(db, action, postType, postId),
  audit: ({ action, postType, postId }, output) => ({
    action: `${action}Post`,
    target: `${FLAGGABLE_COLLECTIONS[postType]}/${postId}`,
    details: output,
  }),
});
