import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { docPath, COLLECTIONS, EDIT_STAMP, type RateStampKind } from '@queryhub/model';
import { createStampedPost } from '@queryhub/testkit';
import { contextFor, firestoreOf, passwordToken, ROLE_UIDS, type Role } from '../environment.js';

export type PostCollection = RateStampKind;

/** Firestore clients for each role, plus any signed-in uid, over one test environment. */
export interface FirestoreClients {
  as(role: Role): Firestore;
  /** Signed in as `uid`; an e-mail/password session unless `token.firebase` says otherwise. */
  signedInAs(uid: string, token?: Record<string, unknown>): Firestore;
  /** The stored document as it is now (triggers may have changed it), read with rules off. */
  readRaw(path: string): Promise<DocumentData | undefined>;
  /** Writes (or, with `undefined`, deletes) a document with rules off. */
  writeRaw(path: string, data: DocumentData | undefined): Promise<void>;
  /**
   * Creates a post as the web app does: the post and the writer's rate stamp naming it, in one
   * batch. The writer's earlier stamps are cleared first (rules off), so cases do not wait out
   * the gap; the rate-limit cases write stamps themselves.
   */
  post(role: Role, collection: PostCollection, id: string, data: DocumentData): Promise<void>;
  /** Runs a change with rules off (what a function would do). */
  asRulesOff(change: (db: Firestore) => Promise<unknown>): Promise<void>;
}

/** The post and its rate stamp in one batch, from `db` signed in as `uid`. */
export function stampedPost(
  db: Firestore,
  uid: string,
  collection: PostCollection,
  id: string,
  data: DocumentData,
): Promise<void> {
  return createStampedPost({ db, uid }, collection, id, data);
}

/** An edit of one's own post and the `Edits` rate stamp naming it, in one batch, as the app does. */
export async function stampedEdit(
  db: Firestore,
  uid: string,
  collection: PostCollection,
  id: string,
  change: DocumentData,
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(
    doc(db, COLLECTIONS.rateLimits, uid),
    { [EDIT_STAMP]: { at: serverTimestamp(), id } },
    { merge: true },
  );
  batch.update(doc(db, collection, id), change);
  await batch.commit();
}

/**
 * The user's profile created as the web app does: first the name is held (what the
 * claimDisplayName callable records in `NameClaims/{uid}`, written here with rules off), then
 * the client writes the record. `record.displayName` that is not a string is not claimed.
 */
export async function createProfileWithClaim(
  clients: FirestoreClients,
  db: Firestore,
  uid: string,
  record: DocumentData,
): Promise<void> {
  if (typeof record.displayName === 'string') {
    await clients.writeRaw(docPath('nameClaims', uid), {
      displayName: record.displayName,
      key: 'held-by-test',
      at: new Date(),
    });
  }
  await setDoc(doc(db, COLLECTIONS.users, uid), record);
}

export function firestoreClients(getEnv: () => RulesTestEnvironment): FirestoreClients {
  const writeRaw = async (path: string, data: DocumentData | undefined) => {
    await getEnv().withSecurityRulesDisabled(async (context) => {
      const ref = doc(firestoreOf(context), path);
      await (data === undefined ? deleteDoc(ref) : setDoc(ref, data));
    });
  };
  const as = (role: Role) => firestoreOf(contextFor(getEnv(), role));
  return {
    as,
    signedInAs: (uid, token = {}) =>
      firestoreOf(getEnv().authenticatedContext(uid, passwordToken(uid, token))),
    readRaw: async (path) => {
      let data: DocumentData | undefined;
      await getEnv().withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(firestoreOf(context), path))).data();
      });
      return data;
    },
    writeRaw,
    post: async (role, collection, id, data) => {
      if (role === 'visitor') {
        await setDoc(doc(as(role), collection, id), data);
        return;
      }
      const uid = ROLE_UIDS[role];
      await writeRaw(docPath('rateLimits', uid), undefined);
      await stampedPost(as(role), uid, collection, id, data);
    },
    asRulesOff: async (change) => {
      await getEnv().withSecurityRulesDisabled(async (context) => {
        await change(firestoreOf(context));
      });
    },
  };
}
