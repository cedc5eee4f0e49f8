import { COLLECTIONS, type DocumentData } from '@queryhub/model';
import { applyCommentBadges } from '../badges/apply-badges';
import { createdDispatcher } from '../dispatch/dispatcher-trigger';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS } from '../shared/retried-trigger';

const created = (write: { after: DocumentData | undefined }) => !!write.after;

// A new comment, one invocation: its Html (inline Markdown, @mentions as links), UserName and
// Mentions with the mentioned members' and the post author's inbox items; the author's
// Commentator badge; `comment.created` to the subscribed endpoints.
export const onCommentCreated = createdDispatcher(
  'onCommentCreated',
  { document: `${COLLECTIONS.comments}/{id}`, ...RETRIED_TRIGGER_OPTIONS },
  [
    {
      name: 'comment-derived-fields',
      wants: created,
      first: true,
      run: async (write) => {
        // Loaded on first use: the Markdown renderer would slow every function's cold start.
        const { applyCommentCreated } = await import('../comments/apply-comment-created.js');
        await applyCommentCreated(firestore(), write.id);
      },
    },
    {
      name: 'comment-badges',
      wants: created,
      run: async (write) => {
        if (write.after) await applyCommentBadges(firestore(), write.after);
      },
    },
    {
      name: 'comment-webhook',
      wants: created,
      run: async (write) => {
        const { queueWebhook } = await import('../webhooks/handle-event.js');
        await queueWebhook('comment.created', write.id, write.time);
      },
    },
  ],
);
