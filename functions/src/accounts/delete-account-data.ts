import type { Firestore } from 'firebase-admin/firestore';
import { IMAGE_FOLDERS } from '../images/image-paths';
import { BatchedWriter } from '../shared/batches';
import { forEachDocument } from '../shared/paging';
import { ANSWERS, CONTACT_FORM, PRESENCE, QUESTIONS, USERS } from '../shared/collections';
import type { Bucket } from '../shared/firebase';

export const DELETED_USER_NAME = 'Deleted user';

/** What a post of a deleted account keeps: its content, without who wrote it. */
export const ANONYMISED_POST = { UserName: DELETED_USER_NAME, uid: '', Anonymised: true } as const;

export interface AccountDeletionCounts {
  documentsDeleted: number;
  postsAnonymised: number;
  contactMessagesDeleted: number;
  filesDeleted: number;
}

/**
 * The cascade when an account is deleted: the profile, presence and uploads go, contact
 * messages go, questions and answers stay for the community but are anonymised. Safe to
 * repeat: a second run finds nothing left to change.
 */
export async function deleteAccountData(
  db: Firestore,
  bucket: Bucket,
  uid: string,
): Promise<AccountDeletionCounts> {
  const writer = new BatchedWriter(db);
  let documentsDeleted = 0;
  for (const ref of [db.collection(USERS).doc(uid), db.collection(PRESENCE).doc(uid)]) {
    if ((await ref.get()).exists) documentsDeleted += 1;
    await writer.delete(ref);
  }
  let postsAnonymised = 0;
  for (const collection of [QUESTIONS, ANSWERS]) {
    postsAnonymised += await forEachDocument(
      db.collection(collection).where('uid', '==', uid),
      (doc) => writer.update(doc.ref, { ...ANONYMISED_POST }),
    );
  }
  const contactMessagesDeleted = await forEachDocument(
    db.collection(CONTACT_FORM).where('uid', '==', uid),
    (doc) => writer.delete(doc.ref),
  );
  await writer.flush();

  let filesDeleted = 0;
  for (const folder of Object.values(IMAGE_FOLDERS)) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/${uid}/` });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    filesDeleted += files.length;
  }
  return { documentsDeleted, postsAnonymised, contactMessagesDeleted, filesDeleted };
}
