import {
  IMAGE_FOLDERS,
  IMAGE_OWNERS,
  readMap,
  readString,
  readStringMap,
  type DocumentData,
} from '@queryhub/model';
import { z } from 'zod/v4';
import { parseOrNull } from '../shared/input-schema';
import type { Firestore } from 'firebase-admin/firestore';
import { objectNameFromDownloadUrl } from '../images/download-url';
import { originalOfObject, parseImagePath, type ImagePath } from '../images/image-paths';
import { ownerCollection, ownerDocumentId, referencedObjectName } from '../images/image-result';
import type { Bucket } from '../shared/firebase';

/** Files younger than this are kept: an upload may still be under way or awaiting its trigger. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  scanned: number;
  /** Files deleted. */
  deleted: number;
  kept: number;
  /** Files whose names follow no current layout (for example legacy ones awaiting migration). */
  skipped: number;
}

/** The originals a variants map's download URLs (`large`, `thumb`, ...) were made from. */
function variantOriginals(variants: DocumentData): string[] {
  return Object.values(readStringMap({ variants }, 'variants'))
    .map((url) => objectNameFromDownloadUrl(url))
    .filter((name): name is string => name !== null)
    .map(originalOfObject);
}

/** Whether the owning document still uses this upload (its original or its variants). */
export function isUploadInUse(
  path: ImagePath,
  original: string,
  owner: DocumentData | undefined,
): boolean {
  if (!owner || readString(owner, 'uid') !== path.uid) return false;
  if (referencedObjectName(path.kind, owner) === original) return true;
  const variants = readMap(owner, IMAGE_OWNERS[path.kind].variants);
  return variantOriginals(variants).includes(original);
}

/** The grace period an admin asks for (hours, 0–720), or the default. */
export function graceMsFromRequest(data: unknown): number {
  const request = parseOrNull(GraceRequest, data);
  return request ? request.graceHours * 60 * 60 * 1000 : ORPHAN_GRACE_MS;
}

const GraceRequest = z.object({ graceHours: z.number().min(0).max(720) });

/** Deletes uploads and variants no document uses any more, past a grace period. */
export async function purgeOrphanedFiles(
  db: Firestore,
  bucket: Bucket,
  graceMs = ORPHAN_GRACE_MS,
  now = Date.now(),
): Promise<PurgeCounts> {
  const counts: PurgeCounts = { scanned: 0, deleted: 0, kept: 0, skipped: 0 };
  const owners = new Map<string, DocumentData | undefined>();
  for (const folder of Object.values(IMAGE_FOLDERS)) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/` });
    for (const file of files) {
      counts.scanned += 1;
      const original = originalOfObject(file.name);
      const path = parseImagePath(original);
      if (!path) {
        counts.skipped += 1;
        continue;
      }
      const updated = Date.parse(String(file.metadata.updated ?? file.metadata.timeCreated ?? ''));
      const ownerPath = `${ownerCollection(path.kind)}/${ownerDocumentId(path)}`;
      if (!owners.has(ownerPath)) owners.set(ownerPath, (await db.doc(ownerPath).get()).data());
      if (
        (Number.isFinite(updated) && now - updated < graceMs) ||
        isUploadInUse(path, original, owners.get(ownerPath))
      ) {
        counts.kept += 1;
        continue;
      }
      await file.delete({ ignoreNotFound: true });
      counts.deleted += 1;
    }
  }
  return counts;
}
