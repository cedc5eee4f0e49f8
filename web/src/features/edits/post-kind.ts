import type { PostCollection } from '@/config/paths';

/** The `:Kind` route param as a post collection, or null for anything else. */
export function toPostCollection(param: string | undefined): PostCollection | null {
  return param === 'Questions' || param === 'Answers' ? param : null;
}

/** "question" / "answer", for texts. */
export function postNoun(kind: PostCollection): string {
  return kind === 'Questions' ? 'question' : 'answer';
}
