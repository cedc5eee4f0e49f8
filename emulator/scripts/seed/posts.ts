// Categories, questions and answers, each written by its author through the web SDK with raw
// fields only (and the rate stamp the rules require); the functions fill in UserName, Keywords,
// counters and image variants.
import {
  COLLECTIONS,
  IMAGE_FOLDERS,
  imageObjectPath,
  newAnswer,
  newCategory,
  newQuestion,
} from '@queryhub/model';
import { serverTimestamp } from 'firebase/firestore';
import { sessionOf, type Sessions } from './accounts.js';
import { SEED_CATEGORIES, type SeedCategory, type SeedQuestion } from './content/index.js';
import { renderScreenshot } from './images.js';
import { createPostAs, uploadImage } from '@queryhub/testkit';

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
      newCategory(
        { id: category.id, subject: category.subject, uid: session.uid },
        serverTimestamp(),
      ),
    );
  }
}

async function postQuestion(
  sessions: Sessions,
  category: SeedCategory,
  question: SeedQuestion,
  id: string,
) {
  const session = sessionOf(sessions, question.author);
  // The question names its screenshot first, then the screenshot is uploaded (as the web app).
  const screenshotPath = question.screenshot
    ? imageObjectPath(IMAGE_FOLDERS.question, session.uid, id)
    : '';
  await createPostAs(
    session,
    COLLECTIONS.questions,
    id,
    newQuestion(
      {
        id,
        question: question.text,
        category: { id: category.id, subject: category.subject },
        uid: session.uid,
        screenshotUrl: screenshotPath,
      },
      serverTimestamp(),
    ),
  );
  if (question.screenshot) {
    await uploadImage(session, screenshotPath, await renderScreenshot(question.screenshot));
  }
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
        const screenshotPath = answer.screenshot
          ? imageObjectPath(IMAGE_FOLDERS.answer, session.uid, id)
          : '';
        await createPostAs(
          session,
          COLLECTIONS.answers,
          id,
          newAnswer(
            {
              id,
              answer: answer.text,
              question: { id: questionDocId, question: question.text, catId: category.id },
              uid: session.uid,
              screenshotUrl: screenshotPath,
            },
            serverTimestamp(),
          ),
        );
        if (answer.screenshot) {
          await uploadImage(session, screenshotPath, await renderScreenshot(answer.screenshot));
        }
      }
    }
  }
}
