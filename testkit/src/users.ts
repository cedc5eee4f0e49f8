// The one signed-in-user factory: an Auth account, a web SDK sign-in, and the profile the
// register page writes (the display name claimed through the claimDisplayName callable, then
// the `Users` record from the model's `newUserRecord`).
import { COLLECTIONS, docPath, newUserRecord } from '@queryhub/model';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { adminAuth, adminDb } from './admin.js';
import { callFunction, clientApp, signInClient, type ClientSession } from './clients.js';
import { uniqueEmail, uniqueWord } from './ids.js';

/** The password of every account the kit makes. */
export const TEST_PASSWORD = 'queryhub-test-password';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export interface SignedInUser extends TestUser {
  /** The user's own web SDK app; close it when done. */
  session: ClientSession;
}

export interface NewTestUser {
  /** Default: a unique address made from `prefix`. */
  email?: string;
  /** Default: `prefix` and a unique word. */
  displayName?: string;
  /** What the default e-mail and name start with. */
  prefix?: string;
  password?: string;
  /** Deletes an earlier account with the same e-mail first (fixed e-mails across runs). */
  replace?: boolean;
  /**
   * Whether the address is verified (default true: the ordinary member; an unverified one has
   * slower rate limits and the verification banner).
   */
  emailVerified?: boolean;
}

interface Session {
  app: FirebaseApp;
  db: Firestore;
  uid: string;
}

/**
 * Claims a display name for the session's account as the web app does (the claimDisplayName
 * callable, which also renames an existing profile); resolves with the name as stored.
 */
export async function claimName(session: Session, name: string): Promise<string> {
  const result = (await callFunction(session.app, 'claimDisplayName', { displayName: name })) as {
    displayName: string;
  };
  return result.displayName;
}

/**
 * Creates the user's profile as the register page does: the server claims its display name,
 * then one batch writes the record and, when it names a picture, the picture's upload quota.
 */
export async function createProfile(
  session: Session,
  record: DocumentData & { displayName: string },
): Promise<void> {
  await claimName(session, record.displayName);
  const batch = writeBatch(session.db);
  batch.set(doc(session.db, COLLECTIONS.users, session.uid), record);
  if (typeof record.photoURL === 'string' && record.photoURL !== '') countPicture(batch, session);
  await batch.commit();
}

/** Counts a new profile picture in the account's upload quota (the first of its window). */
function countPicture(batch: WriteBatch, session: Session): void {
  batch.set(doc(session.db, COLLECTIONS.profilePictureQuota, session.uid), {
    windowStart: serverTimestamp(),
    count: 1,
    at: serverTimestamp(),
  });
}

/**
 * Names a new profile picture as the profile page does before uploading it: `photoURL` and the
 * quota count in one batch. Resolves with the commit (so a refusal can be asserted).
 */
export function nameProfilePicture(session: Session, photoURL: string): Promise<void> {
  const batch = writeBatch(session.db);
  batch.update(doc(session.db, COLLECTIONS.users, session.uid), { photoURL });
  countPicture(batch, session);
  return batch.commit();
}

/** Renames the profile as the web app does: the server claims the new name and renames. */
export async function renameProfile(session: Session, newName: string): Promise<void> {
  await claimName(session, newName);
}

/** A new account, signed in through the web SDK, with its profile and name claim. */
export async function createSignedInUser(options: NewTestUser = {}): Promise<SignedInUser> {
  const prefix = options.prefix ?? 'user';
  const email = options.email ?? uniqueEmail(prefix);
  const displayName = options.displayName ?? `${prefix} ${uniqueWord('u')}`;
  const password = options.password ?? TEST_PASSWORD;
  const auth = adminAuth();
  if (options.replace) {
    await auth.getUserByEmail(email).then(
      (user) => auth.deleteUser(user.uid),
      () => undefined,
    );
  }
  await auth.createUser({
    email,
    password,
    displayName,
    emailVerified: options.emailVerified ?? true,
  });
  const session = await signInClient(email, password);
  try {
    await createProfile(
      session,
      newUserRecord({ uid: session.uid, displayName, email }, serverTimestamp()),
    );
  } catch (error) {
    // A refused profile (a taken or reserved name): the session is of no further use.
    await session.close();
    throw error;
  }
  return { uid: session.uid, email, password, displayName, session };
}

/** The same as `createSignedInUser`, for callers that sign in elsewhere (a browser). */
export async function createUser(options: NewTestUser = {}): Promise<TestUser> {
  const { session, ...user } = await createSignedInUser(options);
  await session.close();
  return user;
}

/** A second, separate web SDK session of the same account (its own app, its own write queue). */
export async function signInAgain(user: TestUser, appName: string): Promise<ClientSession> {
  const client = clientApp(appName);
  await signInWithEmailAndPassword(client.auth, user.email, user.password);
  return { ...client, uid: user.uid, close: () => deleteApp(client.app) };
}

/**
 * A `Users` record written with the Admin SDK, for trigger tests that need a profile but no
 * account or session.
 */
export async function writeUserRecord(uid: string, displayName: string): Promise<void> {
  await adminDb()
    .doc(docPath('users', uid))
    .set(newUserRecord({ uid, displayName, email: `${uid}@example.com` }, new Date()));
}
