import { buildKeywords } from '@queryhub/model';

export type PostKind = 'question' | 'answer';

/** The field holding a post's own text, from which its keywords are built. */
export function postTextField(kind: PostKind): 'Question' | 'Answer' {
  return kind === 'question' ? 'Question' : 'Answer';
}

/** The user name a post shows: the author's current displayName, else what it already carries. */
export function authorName(
  author: Record<string, unknown> | undefined,
  post: Record<string, unknown>,
): string {
  if (typeof author?.displayName === 'string' && author.displayName !== '')
    return author.displayName;
  return typeof post.UserName === 'string' ? post.UserName : '';
}

/** The derived fields the create triggers write on a post (counters aside). */
export function postDerivedFields(
  kind: PostKind,
  post: Record<string, unknown>,
  author: Record<string, unknown> | undefined,
): { Keywords: string[]; UserName: string } {
  const text = post[postTextField(kind)];
  return {
    Keywords: buildKeywords(typeof text === 'string' ? text : ''),
    UserName: authorName(author, post),
  };
}
