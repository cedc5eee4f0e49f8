// Users/{uid}/Saves/{postId} and the saved posts as /Saved shows them. No Firebase import.
import {
  readMillis,
  readSaveDoc,
  toAnswerView,
  toQuestionView,
  type DocumentData,
  type PostKind,
  type PostRef,
} from '@queryhub/model';

/** One save as /Saved lists it: the save's id is the post's. */
export interface SaveView {
  id: string;
  /** The saved post, named as the page's controls take it. */
  post: PostRef;
  /** When it was saved; null while the local write waits for the server time. */
  savedAtMillis: number | null;
}

export function toSaveView(id: string, data: DocumentData): SaveView {
  const save = readSaveDoc(data);
  const post: PostRef = {
    kind: save.Kind,
    id: save.Kind === 'answer' ? (save.AnswerID ?? id) : save.QuestionID,
    questionId: save.QuestionID,
    catId: save.CatID,
  };
  return { id, post, savedAtMillis: readMillis(save.date) };
}

/** What /Saved shows of a saved post that still exists and is not hidden, live. */
export interface SavedPostView {
  kind: PostKind;
  /** The question's text: the title of a question, the question an answer answers. */
  question: string;
  /** The answer's text, shortened (EXCERPT_LENGTH); '' for a question. */
  excerpt: string;
  score: number;
  /** Where the link goes: the question's page. */
  catId: string;
  questionId: string;
}

/** The most characters of an answer /Saved shows. */
const EXCERPT_LENGTH = 160;

/** `text` on one line, at most `max` characters (an ellipsis ends a shortened one). */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The saved post as /Saved shows it, from its stored document (`undefined` when it is gone);
 * null when it is gone or moderation hid it, so the page leaves it out.
 */
export function toSavedPostView(
  kind: PostKind,
  id: string,
  data: DocumentData | undefined,
): SavedPostView | null {
  if (data === undefined) return null;
  if (kind === 'question') {
    const question = toQuestionView(id, data);
    if (question.hidden) return null;
    return {
      kind,
      question: question.question,
      excerpt: '',
      score: question.score,
      catId: question.catId,
      questionId: id,
    };
  }
  const answer = toAnswerView(id, data);
  if (answer.hidden) return null;
  return {
    kind,
    question: answer.question,
    excerpt: excerptOf(answer.answer),
    score: answer.score,
    catId: answer.catId,
    questionId: answer.questionId,
  };
}
