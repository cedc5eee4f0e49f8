// schema.org QAPage structured data for a question page, with the properties Google's Q&A rich
// result documentation requires (Question: name, answerCount, and an acceptedAnswer or
// suggestedAnswer when there are answers; Answer: text) and the recommended ones QueryHub has
// (text, author with name, datePublished, upvoteCount, answer url).
import { authorName, type AnswerView, type QuestionView } from '@queryhub/model';

export interface QaPageInput {
  question: QuestionView;
  /** The answers shown on the page, newest first. */
  answers: AnswerView[];
  /** All answers the question has (the page shows the newest ones only). */
  answerCount: number;
  /** The question page's canonical URL. */
  pageUrl: string;
  /** An answer's URL (the page with its fragment). */
  answerUrl: (answer: AnswerView) => string;
}

interface PersonLd {
  '@type': 'Person';
  name: string;
}

export interface AnswerLd {
  '@type': 'Answer';
  text: string;
  url: string;
  upvoteCount: number;
  author: PersonLd;
  datePublished?: string;
}

export interface QaPageLd {
  '@context': 'https://schema.org';
  '@type': 'QAPage';
  url: string;
  mainEntity: {
    '@type': 'Question';
    name: string;
    text: string;
    answerCount: number;
    upvoteCount: number;
    author: PersonLd;
    datePublished?: string;
    acceptedAnswer?: AnswerLd;
    suggestedAnswer: AnswerLd[];
  };
}

function person(userName: string): PersonLd {
  return { '@type': 'Person', name: authorName(userName) };
}

function isoDate(millis: number | null): { datePublished?: string } {
  return millis === null ? {} : { datePublished: new Date(millis).toISOString() };
}

/** QueryHub has no votes and no accepted answers: every answer is a suggestedAnswer with 0 votes. */
export function buildQaPageJsonLd(input: QaPageInput): QaPageLd {
  const { question, answers } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    url: input.pageUrl,
    mainEntity: {
      '@type': 'Question',
      name: question.question,
      text: question.question,
      answerCount: Math.max(input.answerCount, answers.length),
      upvoteCount: 0,
      author: person(question.userName),
      ...isoDate(question.dateMillis),
      suggestedAnswer: answers.map((answer) => ({
        '@type': 'Answer',
        text: answer.answer,
        url: input.answerUrl(answer),
        upvoteCount: 0,
        author: person(answer.userName),
        ...isoDate(answer.dateMillis),
      })),
    },
  };
}
