// Categories, questions and answers, each written by its author through the web SDK with raw
// fields only (and the rate stamp the rules require); the functions fill in UserName, Keywords,
// counters and image variants.
import {
  COLLECTIONS,
  IMAGE_FOLDERS,
  imageObjectPath,
  postCollection,
  type PostKind,
} from '@queryhub/model';
import type { DocumentData } from 'firebase/firestore';
import { sessionOf, type Sessions } from './accounts.js';
import {
  SEED_CATEGORIES,
  type ScreenshotSpec,
  type SeedCategory,
  type SeedQuestion,
} from './content/index.js';
import { renderScreenshot } from './images.js';
import {
  answerFields,
  categoryFields,
  createPostAs,
  questionFields,
  uploadImage,
  type ClientSession,
} from '@queryhub/testkit';

export function questionId(category: SeedCategory, index: number): string {
  return `${category.id}-q${index + 1}`;
}

export function answerId(questionDocId: string, index: number): string {
  return `${questionDocId}-a${index + 1}`;
}

export async function postCategories(sessions: Sessions): Promise<void> {
  for (const category of SEED_CATEGORIES) {
    const session = sessionOf(sessions, category.author);
    await createPostAs(
      session,
      COLLECTIONS.categories,
      category.id,
      categoryFields(session, category.id, category.subject),
    );
  }
}

/**
 * Writes a question or answer as its author with its screenshot, if it has one: the post names
 * the screenshot's path first (`fields` gets it, '' for none), then the image is uploaded, as the
 * web app does.
 */
async function createPostWithScreenshot(
  session: ClientSession,
  kind: PostKind,
  id: string,
  screenshot: ScreenshotSpec | undefined,
  fields: (screenshotPath: string) => DocumentData,
): Promise<void> {
  const screenshotPath = screenshot ? imageObjectPath(IMAGE_FOLDERS[kind], session.uid, id) : '';
  await createPostAs(session, postCollection(kind), id, fields(screenshotPath));
  if (screenshot) await uploadImage(session, screenshotPath, await renderScreenshot(screenshot));
}

async function postQuestion(
  sessions: Sessions,
  category: SeedCategory,
  question: SeedQuestion,
  id: string,
) {
  const session = sessionOf(sessions, question.author);
  await createPostWithScreenshot(session, 'question', id, question.screenshot, (screenshotPath) =>
    questionFields(session, id, category, question.text, screenshotPath, undefined, question.tags),
  );
}

export async function postQuestions(sessions: Sessions): Promise<void> {
  for (const category of SEED_CATEGORIES) {
    for (const [index, question] of category.questions.entries()) {
      await postQuestion(sessions, category, question, questionId(category, index));
    }
  }
}

export async function postAnswers(sessions: Sessions): Promise<void> {
  for (const category of SEED_CATEGORIES) {
    for (const [questionIndex, question] of category.questions.entries()) {
      const questionDocId = questionId(category, questionIndex);
      for (const [index, answer] of question.answers.entries()) {
        const session = sessionOf(sessions, answer.author);
        const id = answerId(questionDocId, index);
        const answered = { id: questionDocId, text: question.text, categoryId: category.id };
        await createPostWithScreenshot(session, 'answer', id, answer.screenshot, (screenshotPath) =>
          answerFields(session, id, answered, answer.text, screenshotPath),
        );
      }
    }
  }
}
