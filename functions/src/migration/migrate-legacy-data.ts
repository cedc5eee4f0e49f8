import {
  adminQuery,
  COLLECTIONS,
  TOPIC_NAME_ID,
  IMAGE_FOLDERS,
  readUserDoc,
} from '@queryhub/model';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { imageObjectName, type ImagePath } from '../images/image-paths';
import { ownerCollection, ownerDocumentId, uploadField } from '../images/image-result';
import { BatchedWriter } from '../shared/batches';
import type { Bucket } from '../shared/firebase';
import { forEachDocument } from '../shared/paging';
import {
  LEGACY_POST_FIELDS,
  LEGACY_USER_FIELDS,
  MIGRATED_PICTURE_ID,
  categoryFromLegacyItem,
  isCurrentTopicItem,
  legacyFieldsPresent,
  legacyFileCandidates,
  uidsByDisplayName,
} from './legacy-mapping';

export interface MigrationCounts {
  usersCleaned: number;
  categoriesCreated: number;
  postsUpdated: number;
  filesMoved: number;
  filesUnresolved: number;
}

function deletions(fields: string[]): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field, FieldValue.delete()]));
}

/** Drops Password / Device_IP; returns displayName → uid for the later steps. */
async function cleanUsers(db: Firestore, writer: BatchedWriter, counts: MigrationCounts) {
  const users: { uid: string; displayName: string }[] = [];
  await forEachDocument(adminQuery(db, 'users.all'), async (user) => {
    users.push({ uid: user.id, displayName: readUserDoc(user.data()).displayName });
    const legacy = legacyFieldsPresent(user.data(), LEGACY_USER_FIELDS);
    if (legacy.length === 0) return;
    counts.usersCleaned += 1;
    await writer.update(user.ref, deletions(legacy));
  });
  return uidsByDisplayName(users);
}

/** Turns Topic/Name items without a Categories document into documents, and trims the items. */
async function migrateCategories(
  db: Firestore,
  writer: BatchedWriter,
  uidByName: Map<string, string>,
  counts: MigrationCounts,
) {
  const topicRef = db.collection(COLLECTIONS.topic).doc(TOPIC_NAME_ID);
  const items: unknown = (await topicRef.get()).get('categories');
  if (!Array.isArray(items)) return;
  const now = Date.now();
  const trimmed: unknown[] = [];
  let changed = false;
  for (const item of items) {
    const category = categoryFromLegacyItem(item, uidByName, now);
    if (!category) {
      trimmed.push(item);
      continue;
    }
    const ref = db.collection(COLLECTIONS.categories).doc(category.id);
    const existing = await ref.get();
    const date = existing.get('date') ?? Timestamp.fromMillis(category.dateMillis);
    if (!existing.exists) {
      counts.categoriesCreated += 1;
      const { id, Subject, uid, UserName } = category;
      await writer.set(ref, { id, Subject, uid, UserName, date });
    }
    changed ||= !isCurrentTopicItem(item);
    trimmed.push({ id: category.id, Subject: category.Subject, UserName: category.UserName, date });
  }
  if (changed) await writer.set(topicRef, { categories: trimmed }, true);
}

/** Links legacy posts (no uid) to their author by name and drops their IP field. */
async function migratePosts(
  db: Firestore,
  writer: BatchedWriter,
  uidByName: Map<string, string>,
  counts: MigrationCounts,
) {
  for (const walk of ['questions.all', 'answers.all'] as const) {
    await forEachDocument(adminQuery(db, walk), async (post) => {
      const update: Record<string, unknown> = deletions(
        legacyFieldsPresent(post.data(), LEGACY_POST_FIELDS),
      );
      const uid = uidByName.get(String(post.get('UserName')));
      if (post.get('uid') === undefined && uid) update.uid = uid;
      if (Object.keys(update).length === 0) return;
      counts.postsUpdated += 1;
      await writer.update(post.ref, update);
    });
  }
}

/** Finds the uid-keyed path for a legacy file name, checking the post it names exists. */
async function resolveLegacyFile(
  db: Firestore,
  name: string,
  uidByName: Map<string, string>,
): Promise<ImagePath | null> {
  for (const candidate of legacyFileCandidates(name)) {
    const uid = uidByName.get(candidate.username);
    if (!uid) continue;
    if (candidate.kind === 'profile') return { kind: 'profile', uid, id: MIGRATED_PICTURE_ID };
    const id = candidate.id ?? '';
    const post = await db.collection(ownerCollection(candidate.kind)).doc(id).get();
    if (post.exists && (post.get('uid') === uid || post.get('UserName') === candidate.username)) {
      return { kind: candidate.kind, uid, id };
    }
  }
  return null;
}

/**
 * Moves username-keyed files to uid-keyed paths. The document is pointed at the new file
 * first, then the file is copied (which starts the image pipeline), then the old one deleted,
 * so a run cut short can simply be repeated.
 */
async function moveLegacyFiles(
  db: Firestore,
  bucket: Bucket,
  uidByName: Map<string, string>,
  counts: MigrationCounts,
) {
  for (const folder of Object.values(IMAGE_FOLDERS)) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/` });
    for (const file of files) {
      if (legacyFileCandidates(file.name).length === 0) continue;
      const target = await resolveLegacyFile(db, file.name, uidByName);
      if (!target) {
        counts.filesUnresolved += 1;
        continue;
      }
      const targetName = imageObjectName(target);
      // The document names the object before it exists, as the web app does, so the image
      // trigger started by the copy finds its document.
      const docRef = db.collection(ownerCollection(target.kind)).doc(ownerDocumentId(target));
      await docRef.update({ uid: target.uid, [uploadField(target.kind)]: targetName });
      await file.copy(bucket.file(targetName));
      await file.delete({ ignoreNotFound: true });
      counts.filesMoved += 1;
    }
  }
}

/** The whole legacy migration. Idempotent: a second run finds nothing left to change. */
export async function migrateLegacyData(db: Firestore, bucket: Bucket): Promise<MigrationCounts> {
  const counts: MigrationCounts = {
    usersCleaned: 0,
    categoriesCreated: 0,
    postsUpdated: 0,
    filesMoved: 0,
    filesUnresolved: 0,
  };
  const writer = new BatchedWriter(db);
  const uidByName = await cleanUsers(db, writer, counts);
  await migrateCategories(db, writer, uidByName, counts);
  await migratePosts(db, writer, uidByName, counts);
  await writer.flush();
  await moveLegacyFiles(db, bucket, uidByName, counts);
  return counts;
}
