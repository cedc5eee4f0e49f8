// schema.org QAPage structured data for a question page, with the properties Google's Q&A rich
// result documentation requires (Question: name, answerCount, and an acceptedAnswer or
// suggestedAnswer when there are answers; Answer: text) and the recommended ones QueryHub has
// (text, author with name, datePublished, upvoteCount, answer url). upvoteCount is the post's
// score (upvotes minus downvotes), the single aggregate Google asks for when a site has both.
import { authorName, type AnswerView, type QuestionView } from '@queryhub/model';

export interface QaPageInput {
  question: QuestionView;
  /** The answers shown on the page (the best ones; hidden ones are never passed). */
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

interface AnswerLd {
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

function answerLd(answer: AnswerView, url: string): AnswerLd {
  return {
    '@type': 'Answer',
    text: answer.answer,
    url,
    upvoteCount: answer.score,
    author: person(answer.userName),
    ...isoDate(answer.dateMillis),
  };
}

/** The asker's accepted answer (when it is among `answers`) is the acceptedAnswer; the rest are suggested. */
export function buildQaPageJsonLd(input: QaPageInput): QaPageLd {
  const { question, answers } = input;
  const acceptedId = question.acceptedAnswerId;
  const accepted = acceptedId === '' ? undefined : answers.find((a) => a.id === acceptedId);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    url: input.pageUrl,
    mainEntity: {
      '@type': 'Question',
      name: question.question,
      text: question.question,
      answerCount: Math.max(input.answerCount, answers.length),
      upvoteCount: question.score,
      author: person(question.userName),
      ...isoDate(question.dateMillis),
      ...(accepted ? { acceptedAnswer: answerLd(accepted, input.answerUrl(accepted)) } : {}),
      suggestedAnswer: answers
        .filter((answer) => answer !== accepted)
        .map((answer) => answerLd(answer, input.answerUrl(answer))),
    },
  };
}
