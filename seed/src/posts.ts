// Categories, questions and answers, each written by its author through the web SDK with raw
// fields only (and the rate stamp the rules require); the functions fill in UserName, Keywords,
// counters and image variants.
import { COLLECTIONS, IMAGE_FOLDERS, imageObjectPath } from '@queryhub/model';
import { sessionOf, type Sessions } from './accounts.js';
import { SEED_CATEGORIES, type SeedCategory, type SeedQuestion } from './content/index.js';
import { renderScreenshot } from './images.js';
import {
  answerFields,
  categoryFields,
  createPostAs,
  questionFields,
  uploadImage,
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
    questionFields(session, id, category, question.text, screenshotPath, undefined, question.tags),
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
          answerFields(
            session,
            id,
            { id: questionDocId, text: question.text, categoryId: category.id },
            answer.text,
            screenshotPath,
          ),
        );
        if (answer.screenshot) {
          await uploadImage(session, screenshotPath, await renderScreenshot(answer.screenshot));
        }
      }
    }
  }
}
