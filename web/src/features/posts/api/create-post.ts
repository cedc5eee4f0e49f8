import {
  COLLECTIONS,
  IMAGE_FOLDERS,
  newAnswer,
  newQuestion,
  type AnswerRaw,
  type QuestionRaw,
} from '@queryhub/model';
import { imagePath } from '@/features/images';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

/** What a new post is written under, besides its text: a question's category, an answer's question. */
interface PostTargets {
  /** The category's id and exact Subject (copied into the question). */
  question: {
    category: { id: string; subject: string };
    /** 0–5 tags, already checked with tagListProblem. */
    tags: readonly string[];
  };
  /** The question answered: its id, exact text and category (the rules compare them). */
  answer: { question: { id: string; question: string; catId: string } };
}

export type NewPostKind = keyof PostTargets;

/** A new post as its author wrote it: the text, and where it goes. */
export type PostBody<K extends NewPostKind> = PostTargets[K] & { text: string; uid: string };

export type NewPostInput<K extends NewPostKind> = PostBody<K> & {
  /** Whether a screenshot follows: the document then names its Storage object. */
  withScreenshot: boolean;
};

export interface CreatedPost {
  id: string;
  /** Where the screenshot goes (the document names it); '' when there is none. */
  screenshotPath: string;
}

interface PostWrite<K extends NewPostKind> {
  collection: (typeof COLLECTIONS)['questions' | 'answers'];
  build: (
    id: string,
    input: NewPostInput<K>,
    screenshotUrl: string,
    now: unknown,
  ) => QuestionRaw<unknown> | AnswerRaw<unknown>;
}

const POST_WRITES: { [K in NewPostKind]: PostWrite<K> } = {
  question: {
    collection: COLLECTIONS.questions,
    build: (id, input, screenshotUrl, now) =>
      newQuestion(
        {
          id,
          question: input.text,
          category: input.category,
          uid: input.uid,
          screenshotUrl,
          tags: input.tags,
        },
        now,
      ),
  },
  answer: {
    collection: COLLECTIONS.answers,
    build: (id, input, screenshotUrl, now) =>
      newAnswer(
        { id, answer: input.text, question: input.question, uid: input.uid, screenshotUrl },
        now,
      ),
  },
};

/**
 * Writes a raw question or answer with the author's rate stamp (a TooFastError when the rules
 * refuse it as too soon). When a screenshot follows, the document names its Storage object first:
 * the Storage rules admit only an upload its document names, and the image function then always
 * finds the document; the page uploads to `screenshotPath` afterwards. Keywords, UserName, Html,
 * the screenshot variants and a question's AnswerCount come from Cloud Functions.
 */
export async function createPost<K extends NewPostKind>(
  kind: K,
  input: NewPostInput<K>,
): Promise<CreatedPost> {
  const write: PostWrite<K> = POST_WRITES[kind];
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(sdk.collection(db, write.collection));
  const screenshotPath = input.withScreenshot
    ? imagePath(IMAGE_FOLDERS[kind], input.uid, ref.id)
    : '';
  const data = write.build(ref.id, input, screenshotPath, sdk.serverTimestamp());
  await commitWithStamp(input.uid, write.collection, ref.id, (batch) => batch.set(ref, data));
  return { id: ref.id, screenshotPath };
}
