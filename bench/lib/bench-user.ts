// A signed-in bench user with the profile and category that posting a question needs,
// created the way the app does it (Auth account, then the user's own documents).
import { getAuth } from 'firebase-admin/auth';
import { serverTimestamp } from 'firebase/firestore';
import { adminApp, signInClient, type ClientSession } from '../../emulator/scripts/seed/client.js';
import { createPostAs } from '../../emulator/scripts/seed/posts-with-stamps.js';
import { createProfile } from '../../emulator/scripts/seed/profiles.js';

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
  await createProfile(session, {
    uid: session.uid,
    displayName,
    EMail: email,
    photoURL: '',
    Status: 'Active Now',
    SetStatusDone: false,
    NoOfQuestionAsked: 0,
    NoOfQuestionAnswered: 0,
    CreatedAt: serverTimestamp(),
  });
  const categoryId = `${key}-category`;
  const categoryName = `Bench ${key}`;
  await createPostAs(session, 'Categories', categoryId, {
    id: categoryId,
    Subject: categoryName,
    uid: session.uid,
    date: serverTimestamp(),
  });
  return { session, displayName, categoryId, categoryName };
}

/** The raw question document a client writes. */
export function rawQuestion(user: BenchUser, id: string, text: string, screenshotURL = '') {
  return {
    id,
    Question: text,
    Category: user.categoryName,
    CatID: user.categoryId,
    uid: user.session.uid,
    date: serverTimestamp(),
    QuestionScreenShot: screenshotURL,
  };
}
