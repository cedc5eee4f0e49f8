// The search's JSON routes (ssr/src/search-data.ts, machine routes) answer with the view models
// of @queryhub/model. What comes back over the network is parsed against these schemas, not
// cast: an answer of another shape is a failed request, not a page that breaks further on.
import { z } from 'zod/v4-mini';
import {
  CLOSE_REASONS,
  type AnswerView,
  type QuestionView,
  type SanitizedHtml,
} from '@queryhub/model';

/** The search's JSON route's answer (ssr/src/search-data.ts), also handed to the first paint. */
export interface SearchResults {
  questions: QuestionView[];
  answers: AnswerView[];
  /** The next page of questions (`?page=`), if any. */
  nextPage: number | null;
  /** Full-text search: passages of each post (`question:ID`, `answer:ID`) with marked matches. */
  snippets: Record<string, string>;
  /** The text searched instead of the typed one (spelling correction), or null. */
  corrected: string | null;
  /** True when the keyword search answered because the search database could not. */
  degraded: boolean;
}

/** The server sends `html` as it read it from the stored, sanitized `Html` (views.ts). */
const storedHtml = z.custom<SanitizedHtml>((value) => typeof value === 'string');

const millis = z.nullable(z.number());

const screenshot = z.nullable(
  z.object({
    variants: z.object({
      large: z.string(),
      thumb: z.string(),
      width: z.number(),
      height: z.number(),
      original: z.optional(z.string()),
    }),
  }),
);

const postFields = {
  id: z.string(),
  uid: z.string(),
  score: z.number(),
  catId: z.string(),
  userName: z.string(),
  html: z.nullable(storedHtml),
  screenshot,
  dateMillis: millis,
  hidden: z.boolean(),
  awaitingReview: z.optional(z.boolean()),
  editedAtMillis: millis,
};

const questionView: z.ZodMiniType<QuestionView> = z.object({
  ...postFields,
  question: z.string(),
  category: z.string(),
  answerCount: z.number(),
  acceptedAnswerId: z.string(),
  closed: z.boolean(),
  closure: z.optional(
    z.nullable(
      z.object({
        reason: z.nullable(z.enum(CLOSE_REASONS)),
        duplicateOf: z.string(),
        closedAtMillis: millis,
        round: z.number(),
        closedBy: z.array(z.string()),
      }),
    ),
  ),
  tags: z.array(z.string()),
});

const answerView: z.ZodMiniType<AnswerView> = z.object({
  ...postFields,
  accepted: z.boolean(),
  answer: z.string(),
  question: z.string(),
  questionId: z.string(),
});

/** `/api/search`'s answer: what `SearchResults` states. */
export const searchResultsSchema: z.ZodMiniType<SearchResults> = z.object({
  questions: z.array(questionView),
  answers: z.array(answerView),
  nextPage: z.nullable(z.number()),
  snippets: z.record(z.string(), z.string()),
  corrected: z.nullable(z.string()),
  degraded: z.boolean(),
});

/** `/api/similar`'s and `/api/related`'s answer. */
export const questionListSchema: z.ZodMiniType<{ questions: QuestionView[] }> = z.object({
  questions: z.array(questionView),
});

/** The response's JSON body, parsed by `schema`; throws when it is not JSON or not of that shape. */
export async function readJson<T>(response: Response, schema: z.ZodMiniType<T>): Promise<T> {
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${response.url || 'the server'}.`);
  return parsed.data;
}
