// Reading Firestore snapshots through the model's readers: every document the functions read
// arrives typed (docs/data-model.md), with '' / 0 / null for what an old document lacks, so no
// trigger checks field types by hand or casts document data.
import {
  docPath,
  readDocument,
  readPostDoc,
  type CollectionKey,
  type PostDoc,
  type PostKind,
  type ReadTime,
  type StoredDocument,
} from '@queryhub/model';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';

/** What the Admin SDK's snapshots (and a trigger's before/after) offer. */
interface SnapshotLike {
  data(): DocumentData | undefined;
}

/** The document of `collection` a snapshot holds, or null when it does not exist. */
export function readSnapshot<K extends CollectionKey>(
  collection: K,
  snapshot: SnapshotLike | undefined,
): StoredDocument<K> | null {
  const data = snapshot?.data();
  return data ? readDocument(collection, data) : null;
}

/** The document `collection/id` (docPath), read; null when it does not exist or `id` is ''. */
export async function readDocumentAt<K extends CollectionKey>(
  db: Firestore,
  collection: K,
  id: string,
): Promise<StoredDocument<K> | null> {
  if (!id) return null;
  return readSnapshot(collection, await db.doc(docPath(collection, id)).get());
}

/** The member's display name, '' without a uid or an account (deleted). */
export async function displayNameOf(db: Firestore, uid: string): Promise<string> {
  return (await readDocumentAt(db, 'users', uid))?.displayName ?? '';
}

/** The question or answer a snapshot holds, or null when it does not exist. */
export function readPostSnapshot(
  kind: PostKind,
  snapshot: SnapshotLike | undefined,
): PostDoc<ReadTime> | null {
  const data = snapshot?.data();
  return data ? readPostDoc(kind, data) : null;
}

/**
 * Whether any of `documents` (a post, its question, a comment) is hidden by moderation: three
 * flags or a moderator. Notifiers skip such targets, so hidden text reaches no inbox or mail.
 */
export function isHidden(...documents: readonly { Hidden?: boolean }[]): boolean {
  return documents.some((document) => document.Hidden === true);
}
