import { markdownToPlainText } from '../markdown/markdown-text';
import { renderPostMarkdown } from '../markdown/render-markdown';
import { buildKeywords } from '../search/keywords';

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

/** A post's own text (Markdown), or '' when the field is missing. */
export function postText(kind: PostKind, post: Record<string, unknown>): string {
  const text = post[postTextField(kind)];
  return typeof text === 'string' ? text : '';
}

/** A post's `Keywords`: from the words a reader sees, not from the Markdown markup. */
export function postKeywords(kind: PostKind, post: Record<string, unknown>): string[] {
  return buildKeywords(markdownToPlainText(postText(kind, post)));
}

/** The derived fields the create triggers write on a post (counters aside). */
export function postDerivedFields(
  kind: PostKind,
  post: Record<string, unknown>,
  author: Record<string, unknown> | undefined,
  isAllowedImage: (src: string) => boolean,
): { Keywords: string[]; UserName: string; Html: string } {
  return {
    Keywords: postKeywords(kind, post),
    UserName: authorName(author, post),
    Html: renderPostMarkdown(postText(kind, post), isAllowedImage),
  };
}
