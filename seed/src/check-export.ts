// Runs inside `firebase emulators:exec --import emulator-data` (see verify.ts): checks that the
// exported demo loads back with everything the demo promises.
import { COLLECTIONS } from '@queryhub/model';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '@queryhub/testkit';
import { SEED_COMMENTS } from './comments.js';
import { SEED_CATEGORIES } from './content/index.js';
import { DEMO_USERS } from './users.js';
import { demoSaves } from './saves.js';
import { seedVotes } from './votes.js';

async function main(): Promise<void> {
  const app = adminApp();
  const db = getFirestore(app);
  const count = async (name: string) => (await db.collection(name).count().get()).data().count;
  const questions = SEED_CATEGORIES.flatMap((category) => category.questions);
  const expected = {
    'Auth users': DEMO_USERS.length,
    Users: DEMO_USERS.length,
    Categories: SEED_CATEGORIES.length,
    Questions: questions.length,
    Answers: questions.flatMap((question) => question.answers).length,
    Votes: seedVotes().length,
    Profiles: DEMO_USERS.length,
    Comments: SEED_COMMENTS.length,
    Saves: demoSaves().length,
  };
  const actual = {
    'Auth users': (await getAuth(app).listUsers()).users.length,
    Users: await count(COLLECTIONS.users),
    Categories: await count(COLLECTIONS.categories),
    Questions: await count(COLLECTIONS.questions),
    Answers: await count(COLLECTIONS.answers),
    Votes: await count(COLLECTIONS.votes),
    Profiles: await count(COLLECTIONS.profiles),
    Comments: await count(COLLECTIONS.comments),
    // Every member's saves (a subcollection of Users): only the demo saver has any.
    Saves: (await db.collectionGroup(COLLECTIONS.saves).count().get()).data().count,
  };
  const [files] = await getStorage(app).bucket().getFiles();
  const withKeywords = (
    await db.collection(COLLECTIONS.questions).where('Keywords', '!=', null).count().get()
  ).data().count;
  const withHtml = (
    await db.collection(COLLECTIONS.answers).where('Html', '!=', null).count().get()
  ).data().count;
  const problems = Object.entries(expected)
    .filter(([name, value]) => actual[name as keyof typeof actual] !== value)
    .map(([name, value]) => `${name}: ${actual[name as keyof typeof actual]} (expected ${value})`);
  if (withKeywords !== questions.length) problems.push(`Questions with Keywords: ${withKeywords}`);
  if (withHtml !== expected.Answers) problems.push(`Answers with Html: ${withHtml}`);
  if (files.length === 0) problems.push('Storage: no files');
  const largest = Math.max(0, ...files.map((file) => Number(file.metadata.size)));
  console.log({ ...actual, 'Storage files': files.length, 'Largest file (bytes)': largest });
  if (problems.length > 0)
    throw new Error(`emulator-data does not import as expected:\n  ${problems.join('\n  ')}`);
  console.log('emulator-data imports with the complete demo.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
