// Runs inside `firebase emulators:exec` (started by ../seed.ts): builds the demo as its users
// would, waits for the functions, and exports the result into emulator-data/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDemoAccounts,
  sessionOf,
  setPresence,
  signInDemoUsers,
  writeProfiles,
} from './accounts.js';
import { SEED_CATEGORIES } from './content/index.js';
import { commentProblems, postComments, SEED_COMMENTS } from './comments.js';
import { exportEmulatorData } from './export.js';
import { postAnswers, postCategories, postQuestions } from './posts.js';
import { followDemoCategories, followDemoTags } from './follows.js';
import { derivedStateProblems, loginProblems, waitUntilSettled } from './settle.js';
import { DEMO_USERS } from './users.js';
import { mailProblems, sendDemoDigest } from './mail.js';
import { acceptAnswers, castVotes, seedAcceptances, seedVotes } from './votes.js';
import { closeDemoDuplicate, DEMO_DUPLICATE } from './closing.js';
import { badgeProblems, expectedDemoAwards } from './badges.js';
import { demoSaves, saveDemoPosts } from './saves.js';
import { DEMO_DRAFT, writeDemoDraft } from './drafts.js';

const emulatorDataDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../emulator-data',
);

function step(text: string): void {
  console.log(`• ${text}`);
}

async function main(): Promise<void> {
  step(`Creating ${DEMO_USERS.length} demo accounts`);
  await createDemoAccounts();
  const sessions = await signInDemoUsers();
  try {
    step('Writing profiles and uploading profile pictures as each user');
    await writeProfiles(sessions);
    const questions = SEED_CATEGORIES.flatMap((category) => category.questions);
    step(`Posting ${SEED_CATEGORIES.length} categories`);
    await postCategories(sessions);
    step('Following tags and categories as each user');
    await followDemoTags(sessions);
    await followDemoCategories(sessions);
    step(`Posting ${questions.length} questions`);
    await postQuestions(sessions);
    step(`Posting ${questions.flatMap((question) => question.answers).length} answers`);
    await postAnswers(sessions);
    step(`Casting ${seedVotes().length} votes and accepting ${seedAcceptances().length} answers`);
    await castVotes(sessions);
    await acceptAnswers(sessions);
    step(`Saving ${demoSaves().length} posts as Bruno`);
    await saveDemoPosts(sessions);
    step(`Commenting ${SEED_COMMENTS.length} times, with @mentions`);
    await postComments(sessions);
    step(`Closing ${DEMO_DUPLICATE.questionId} as a duplicate of ${DEMO_DUPLICATE.originalId}`);
    await closeDemoDuplicate(sessions);
    step(`Saving ${DEMO_DRAFT.user}'s unsent question in ${DEMO_DRAFT.categoryId} as a draft`);
    await writeDemoDraft(sessions);
    // The presence trigger mirrors the latest Presence state, so let the sign-ins land first.
    step('Waiting for the sign-ins to reach the profiles');
    await waitUntilSettled('the sign-ins', loginProblems);
    step('Signing out the users who end offline');
    for (const user of DEMO_USERS.filter((candidate) => !candidate.staysOnline)) {
      await setPresence(sessionOf(sessions, user.key), 'offline');
    }
    step('Waiting for the functions to derive keywords, names, counters and image variants');
    await waitUntilSettled('the functions to derive the demo state', derivedStateProblems);
    await waitUntilSettled('the comments to be rendered', commentProblems);
    step(`Waiting for the ${expectedDemoAwards().length} badges the demo earns`);
    await waitUntilSettled('the badges', badgeProblems);
    step('Sending the weekly digest to Dalia (away for a week) and waiting for the mail alerts');
    await sendDemoDigest(sessions);
    await waitUntilSettled('the demo mail', mailProblems);
    step(`Exporting to ${path.relative(process.cwd(), emulatorDataDir)}/`);
    mkdirSync(emulatorDataDir, { recursive: true });
    await exportEmulatorData(emulatorDataDir);
  } finally {
    await Promise.all([...sessions.values()].map((session) => session.close()));
  }
  step('Done.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
