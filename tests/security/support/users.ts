// Real accounts for the security tests: an Auth emulator user made with the Admin SDK, signed in
// through the web SDK (one app per user), with the profile document the app writes on sign-up.
import { newUserRecord, newAnswer, newCategory, newQuestion } from '@queryhub/model';
import { getAuth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { serverTimestamp } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import {
  adminApp,
  clientApp,
  emulators,
  signInClient,
  type ClientSession,
} from '@queryhub/emulator/seed/client';
import { createProfile } from '@queryhub/emulator/seed/profiles';

export interface TestUser {
  session: ClientSession;
  uid: string;
  email: string;
  displayName: string;
}

const PASSWORD = 'security-test-password';

/** A fresh account (any earlier one with the same e-mail is deleted first) with its profile and name claim. */
export async function createTestUser(
  key: string,
  displayName = `Tester ${key}`,
): Promise<TestUser> {
  const email = `${key}@security.queryhub.test`;
  const auth = getAuth(adminApp());
  await auth.getUserByEmail(email).then(
    (user) => auth.deleteUser(user.uid),
    () => undefined,
  );
  await auth.createUser({ email, password: PASSWORD, displayName });
  const session = await signInClient(email, PASSWORD);
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
  return { session, uid: session.uid, email, displayName };
}

/** The raw fields of a new category, question or answer, as the web app writes them. */
export function rawCategory(user: TestUser, id: string, subject: string) {
  return newCategory({ id, subject: subject, uid: user.uid }, serverTimestamp());
}

export function rawQuestion(
  user: TestUser,
  id: string,
  category: { id: string; subject: string },
  text: string,
  screenshotURL = '',
) {
  return newQuestion(
    {
      id,
      question: text,
      category: { id: category.id, subject: category.subject },
      uid: user.uid,
      screenshotUrl: screenshotURL,
    },
    serverTimestamp(),
  );
}

export function rawAnswer(
  user: TestUser,
  id: string,
  question: { id: string; text: string; categoryId: string },
  text: string,
  screenshotURL = '',
) {
  return newAnswer(
    {
      id,
      answer: text,
      question: { id: question.id, question: question.text, catId: question.categoryId },
      uid: user.uid,
      screenshotUrl: screenshotURL,
    },
    serverTimestamp(),
  );
}

/** A second, separate web SDK session of the same account (its own app, its own write queue). */
export async function signInAgain(user: TestUser, appName: string): Promise<ClientSession> {
  const client = clientApp(appName);
  await signInWithEmailAndPassword(client.auth, user.email, PASSWORD);
  return { ...client, uid: user.uid, close: () => deleteApp(client.app) };
}

let counter = 0;

/** An id matching `^[A-Za-z0-9_-]{1,128}$` that no other case in this run uses. */
export function freshId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** The error code a rejected SDK call carries (`permission-denied`, `storage/unauthorized`…). */
export async function errorCodeOf(operation: Promise<unknown>): Promise<string> {
  try {
    await operation;
  } catch (error) {
    return String((error as { code?: unknown }).code ?? (error as Error).message);
  }
  return 'succeeded';
}

/** Calls the sendContactMessage callable from a web SDK app (signed in or not). */
export async function sendContactMessage(
  app: ClientSession['app'],
  message: { Name: unknown; EMail: unknown; Comment: unknown },
): Promise<unknown> {
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
  return (await httpsCallable(functions, 'sendContactMessage')(message)).data;
}
