// Waits until the functions have derived every field the demo needs, so the export is complete.
import { COLLECTIONS, docPath } from '@queryhub/model';
import { setTimeout as sleep } from 'node:timers/promises';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from '@queryhub/testkit';
import { SEED_CATEGORIES } from './content/index.js';
import { answerId, questionId } from './posts.js';
import { DEMO_USERS, findDemoUser } from './users.js';
import { expectedScores, seedAcceptances } from './votes.js';
import { tagCountProblems } from './follows.js';

type Data = FirebaseFirestore.DocumentData | undefined;

async function read(db: Firestore, path: string): Promise<Data> {
  return (await db.doc(path).get()).data();
}

function hasKeywords(data: Data): boolean {
  return Array.isArray(data?.Keywords) && data.Keywords.length > 0;
}

/** The render trigger's sanitized HTML of the post's Markdown. */
function hasHtml(data: Data): boolean {
  return typeof data?.Html === 'string' && data.Html !== '';
}

async function userProblems(db: Firestore): Promise<string[]> {
  const problems: string[] = [];
  for (const user of DEMO_USERS) {
    const data = await read(db, `${COLLECTIONS.users}/${user.uid}`);
    const asked = SEED_CATEGORIES.flatMap((c) => c.questions).filter(
      (q) => q.author === user.key,
    ).length;
    const answered = SEED_CATEGORIES.flatMap((c) => c.questions)
      .flatMap((q) => q.answers)
      .filter((a) => a.author === user.key).length;
    if (data?.NoOfQuestionAsked !== asked)
      problems.push(`${COLLECTIONS.users}/${user.uid}.NoOfQuestionAsked != ${asked}`);
    if (data?.NoOfQuestionAnswered !== answered)
      problems.push(`${COLLECTIONS.users}/${user.uid}.NoOfQuestionAnswered != ${answered}`);
    if (data?.Photo?.thumb === undefined)
      problems.push(`${COLLECTIONS.users}/${user.uid}.Photo missing`);
    if (data?.LoginTime === undefined)
      problems.push(`${COLLECTIONS.users}/${user.uid}.LoginTime missing`);
    const status = user.staysOnline ? 'Active Now' : 'Offline Since';
    if (data?.Status !== status)
      problems.push(`${COLLECTIONS.users}/${user.uid}.Status != ${status}`);
  }
  return problems;
}

async function categoryProblems(db: Firestore): Promise<string[]> {
  const problems: string[] = [];
  for (const category of SEED_CATEGORIES) {
    const data = await read(db, docPath('categories', category.id));
    if (data?.UserName !== findDemoUser(category.author).displayName) {
      problems.push(`${COLLECTIONS.categories}/${category.id}.UserName missing`);
    }
  }
  return problems;
}

async function postProblems(db: Firestore): Promise<string[]> {
  const problems: string[] = [];
  for (const category of SEED_CATEGORIES) {
    for (const [index, question] of category.questions.entries()) {
      const id = questionId(category, index);
      const data = await read(db, `${COLLECTIONS.questions}/${id}`);
      if (!hasKeywords(data)) problems.push(`${COLLECTIONS.questions}/${id}.Keywords missing`);
      if (!hasHtml(data)) problems.push(`${COLLECTIONS.questions}/${id}.Html missing`);
      if (data?.UserName !== findDemoUser(question.author).displayName)
        problems.push(`${COLLECTIONS.questions}/${id}.UserName missing`);
      if (data?.AnswerCount !== question.answers.length)
        problems.push(`${COLLECTIONS.questions}/${id}.AnswerCount != ${question.answers.length}`);
      if (question.screenshot && data?.ScreenShot?.large === undefined)
        problems.push(`${COLLECTIONS.questions}/${id}.ScreenShot missing`);
      for (const [answerIndex, answer] of question.answers.entries()) {
        const answerDocId = answerId(id, answerIndex);
        const answerData = await read(db, `${COLLECTIONS.answers}/${answerDocId}`);
        if (!hasKeywords(answerData))
          problems.push(`${COLLECTIONS.answers}/${answerDocId}.Keywords missing`);
        if (!hasHtml(answerData))
          problems.push(`${COLLECTIONS.answers}/${answerDocId}.Html missing`);
        if (answerData?.UserName !== findDemoUser(answer.author).displayName) {
          problems.push(`${COLLECTIONS.answers}/${answerDocId}.UserName missing`);
        }
      }
    }
  }
  return problems;
}

async function voteProblems(db: Firestore): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, score] of expectedScores()) {
    if ((await read(db, path))?.Score !== score) problems.push(`${path}.Score != ${score}`);
  }
  for (const choice of seedAcceptances()) {
    if ((await read(db, docPath('answers', choice.answerId)))?.Accepted !== true) {
      problems.push(`${docPath('answers', choice.answerId)}.Accepted missing`);
    }
    if ((await read(db, docPath('questions', choice.questionId)))?.HasAcceptedAnswer !== true) {
      problems.push(`${docPath('questions', choice.questionId)}.HasAcceptedAnswer missing`);
    }
  }
  for (const user of DEMO_USERS) {
    const profile = await read(db, docPath('profiles', user.uid));
    if (profile?.UserName !== user.displayName)
      problems.push(`${docPath('profiles', user.uid)} missing`);
    if (typeof profile?.Reputation !== 'number') {
      problems.push(`${docPath('profiles', user.uid)}.Reputation missing`);
    }
  }
  return problems;
}

export async function derivedStateProblems(): Promise<string[]> {
  const db = getFirestore(adminApp());
  return [
    ...(await userProblems(db)),
    ...(await categoryProblems(db)),
    ...(await postProblems(db)),
    ...(await voteProblems(db)),
    ...(await tagCountProblems(db)),
  ];
}

/** Users whose sign-in has not yet reached their profile (LoginTime). */
export async function loginProblems(): Promise<string[]> {
  const db = getFirestore(adminApp());
  const problems: string[] = [];
  for (const user of DEMO_USERS) {
    const data = await read(db, `${COLLECTIONS.users}/${user.uid}`);
    if (data?.LoginTime === undefined)
      problems.push(`${COLLECTIONS.users}/${user.uid}.LoginTime missing`);
  }
  return problems;
}

/** Polls `findProblems` until it reports none; on timeout, fails with what is still missing. */
export async function waitUntilSettled(
  what: string,
  findProblems: () => Promise<string[]>,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let problems = await findProblems();
  while (problems.length > 0) {
    if (Date.now() > deadline) {
      const shown = problems.slice(0, 15).join('\n  ');
      throw new Error(`Timed out waiting for ${what} (${problems.length} gaps):\n  ${shown}`);
    }
    await sleep(1000);
    problems = await findProblems();
  }
}
