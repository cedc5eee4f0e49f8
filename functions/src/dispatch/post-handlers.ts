// The handlers both post dispatchers share: derived fields on create, a revision on an edit, the
// cascade on delete, the search mirror on every write. Heavy modules (the Markdown renderer,
// pg) load on first use, so a vote's dispatch never loads them.
import { postCollection, type PostKind } from '@queryhub/model';
import { postImagePolicy } from '../markdown/post-image-policy';
import { applyPostDeleted } from '../posts/apply-post-deleted';
import { defaultBucket, firestore } from '../shared/firebase';
import {
  isCreate,
  isDelete,
  isUpdate,
  type DocumentWrite,
  type WriteHandler,
} from './document-write';

/** Keywords, Html, UserName and the counters of a new post (posts/apply-post-created.ts). */
export function derivedFieldsHandler(kind: PostKind): WriteHandler {
  return {
    name: `${kind}-derived-fields`,
    wants: isCreate,
    first: true,
    run: async (write, eventKey) => {
      if (!write.after) return;
      const { applyPostCreated } = await import('../posts/apply-post-created.js');
      return applyPostCreated(
        firestore(),
        kind,
        write.id,
        write.after,
        eventKey,
        postImagePolicy(),
      );
    },
  };
}

/** An edit of the text (or a question's tags): a revision, and Keywords, Html, EditedAt. */
export function editHandler(
  kind: PostKind,
  textChanged: (before: DocumentWrite['before'], after: DocumentWrite['after']) => boolean,
): WriteHandler {
  return {
    name: `${kind}-edit`,
    wants: (write) => isUpdate(write) && textChanged(write.before, write.after),
    run: async (write, eventKey) => {
      const { before, after } = write;
      if (!before || !after) return;
      const { applyPostEdited } = await import('../posts/apply-post-edited.js');
      await applyPostEdited(
        firestore(),
        kind,
        write.id,
        eventKey,
        write.time,
        { before, after },
        postImagePolicy(),
      );
    },
  };
}

/** The author deleted the post: counters go down; votes, revisions and files go (and answers). */
export function deleteHandler(kind: PostKind): WriteHandler {
  return {
    name: `${kind}-delete`,
    wants: isDelete,
    run: async (write, eventKey) => {
      if (!write.before) return;
      await applyPostDeleted(
        firestore(),
        defaultBucket(),
        { kind, id: write.id, data: write.before },
        eventKey,
      );
    },
  };
}

/**
 * Every write (create, edit, vote, counters, hide, restore, anonymise, delete) reaches the search
 * mirror (docs/decisions.md, Search). Any failure asks for redelivery: the database may be
 * restarting, and the mirror orders writes by update time, so a replay is safe.
 */
export function searchMirrorHandler(kind: PostKind): WriteHandler {
  return {
    name: `${kind}-search-mirror`,
    wants: () => true,
    redelivery: 'any',
    run: async (write) => {
      const { applyMirrorWrite } = await import('../search/apply-mirror-write.js');
      await applyMirrorWrite({
        kind,
        postId: write.id,
        after: write.after,
        afterUpdateMillis: write.afterUpdateMillis,
        beforeUpdateMillis: write.beforeUpdateMillis,
        eventTime: write.time,
      });
    },
  };
}

/** The documents of a post collection's dispatcher. */
export const postDocuments = (kind: PostKind) => `${postCollection(kind)}/{id}` as const;
