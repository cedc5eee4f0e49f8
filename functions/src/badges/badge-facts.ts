// The facts the badge rules (model badges.ts) take, read from stored documents. Pure.
import {
  readAnswerDoc,
  readMillis,
  readQuestionDoc,
  type AnswerFacts,
  type DocumentData,
  type QuestionFacts,
} from '@queryhub/model';

export function questionFacts(id: string, data: DocumentData): QuestionFacts {
  const question = readQuestionDoc(data);
  return {
    id,
    uid: question.uid,
    score: question.Score ?? 0,
    hasAcceptedAnswer: (question.AcceptedAnswerID ?? '') !== '',
    hidden: question.Hidden === true,
  };
}

export function answerFacts(
  id: string,
  data: DocumentData,
  questionDateMs: number | null,
): AnswerFacts {
  const answer = readAnswerDoc(data);
  return {
    id,
    uid: answer.uid,
    score: answer.Score ?? 0,
    accepted: answer.Accepted === true,
    hidden: answer.Hidden === true,
    dateMs: readMillis(data.date),
    questionDateMs,
  };
}
