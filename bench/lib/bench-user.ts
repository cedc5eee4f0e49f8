// A signed-in bench user with the profile and category that posting a question needs,
// created the way the app does it (Auth account, then the user's own documents).
import { COLLECTIONS, newUserRecord, newCategory, newQuestion } from '@queryhub/model';
import { getAuth } from 'firebase-admin/auth';
import { serverTimestamp } from 'firebase/firestore';
import { adminApp, signInClient, type ClientSession } from '@queryhub/emulator/seed/client';
import { createPostAs } from '@queryhub/emulator/seed/posts-with-stamps';
import { createProfile } from '@queryhub/emulator/seed/profiles';

export interface BenchUser {
  session: ClientSession;
  displayName: string;
  categoryId: string;
  categoryName: string;
}

export async function createBenchUser(key: string): Promise<BenchUser> {
  const email = `${key}@bench.queryhub.test`;
  const password = 'bench-password';
  const displayName = `Bench ${key}`;
  const auth = getAuth(adminApp());
  await auth.getUserByEmail(email).then(
    (user) => auth.deleteUser(user.uid),
    () => undefined,
  );
  await auth.createUser({ email, password, displayName });
  const session = await signInClient(email, password);
  await createProfile(
    session,
    newUserRecord({ uid: session.uid, displayName, email }, serverTimestamp()),
  );
  const categoryId = `${key}-category`;
  const categoryName = `Bench ${key}`;
  await createPostAs(
    session,
    COLLECTIONS.categories,
    categoryId,
    newCategory({ id: categoryId, subject: categoryName, uid: session.uid }, serverTimestamp()),
  );
  return { session, displayName, categoryId, categoryName };
}

/** The raw question document a client writes. */
export function rawQuestion(user: BenchUser, id: string, text: string, screenshotPath = '') {
  return newQuestion(
    {
      id,
      question: text,
      category: { id: user.categoryId, subject: user.categoryName },
      uid: user.session.uid,
      screenshotUrl: screenshotPath,
    },
    serverTimestamp(),
  );
}
