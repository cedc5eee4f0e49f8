import { fs } from './kit.js';
import { COLLECTIONS, FLAG_STAMP } from '@queryhub/model';

/** The window part of a Flags stamp: its start and the flag count in it. */
export interface FlagWindowFields {
  windowStart: unknown;
  count: number;
}

/** A new window, opened by this very write. */
export function openingWindow(): FlagWindowFields {
  return { windowStart: fs.serverTimestamp(), count: 1 };
}

/** The Flags stamp of the user's rate-limit document naming `postId`, stamped now, with `window` (merged into the doc). */
export function flagStamp(postId: string, window: FlagWindowFields): fs.DocumentData {
  return { [FLAG_STAMP]: { at: fs.serverTimestamp(), id: postId, ...window } };
}

/** The flag (id `{postId}_{uid}`) and the stamp `stamp` in one batch, from `db` signed in as `uid`. */
export async function flagWithStamp(
  db: fs.Firestore,
  uid: string,
  flagId: string,
  flag: fs.DocumentData,
  stamp: fs.DocumentData,
): Promise<void> {
  const batch = fs.writeBatch(db);
  batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), stamp, { merge: true });
  batch.set(fs.doc(db, COLLECTIONS.flags, flagId), flag);
  await batch.commit();
}

/**
 * A flag as the web app sends it: with the Flags stamp naming its PostID, counting on in the
 * writer's window, or opening one when there is none (cases run well within an hour).
 */
export async function stampedFlag(
  db: fs.Firestore,
  uid: string,
  flagId: string,
  flag: fs.DocumentData,
): Promise<void> {
  const stamps = (await fs.getDoc(fs.doc(db, COLLECTIONS.rateLimits, uid))).data();
  const current = stamps?.[FLAG_STAMP] as FlagWindowFields | undefined;
  const window = current
    ? { windowStart: current.windowStart, count: current.count + 1 }
    : openingWindow();
  await flagWithStamp(db, uid, flagId, flag, flagStamp(String(flag.PostID), window));
}
