import type { PostKind } from '@queryhub/model';

/** The field holding a post's own text, from which its keywords are built. */
export function postTextField(kind: PostKind): 'Question' | 'Answer' {
  return kind === 'question' ? 'Question' : 'Answer';
}

/** The user name a post shows: the author's current displayName, else what it already carries. */
export function authorDisplayName(
  author: Record<string, unknown> | undefined,
  post: Record<string, unknown>,
): string {
  if (typeof author?.displayName === 'string' && author.displayName !== '')
    return author.displayName;
  return typeof post.UserName === 'string' ? post.UserName : '';
}

/** A post's own text (Markdown), or '' when the field is missing. */
export function postText(kind: PostKind, post: Record<string, unknown>): string {
  const text = post[postTextField(kind)];
  return typeof text === 'string' ? text : '';
}
