// The derived fields of a post that need the Markdown renderer. Heavy (markdown-it,
// highlight.js, sanitize-html): only the post triggers and the keyword rebuild load it, lazily.
import { markdownToPlainText, renderPostMarkdown } from '@queryhub/markdown/server';
import {
  buildKeywords,
  postText,
  type PostDoc,
  type PostKind,
  type ReadTime,
  type UserDoc,
} from '@queryhub/model';
import { authorDisplayName } from './post-fields';

/** A post's `Keywords`: from the words a reader sees, not from the Markdown markup. */
export function postKeywords(kind: PostKind, post: PostDoc<unknown>): string[] {
  return buildKeywords(markdownToPlainText(postText(kind, post)));
}

/** The derived fields the create triggers write on a post (counters aside). */
export function postDerivedFields(
  kind: PostKind,
  post: PostDoc<ReadTime>,
  author: UserDoc<ReadTime> | null,
  isAllowedImage: (src: string) => boolean,
  mentions?: ReadonlyMap<string, string>,
): { Keywords: string[]; UserName: string; Html: string } {
  return {
    Keywords: postKeywords(kind, post),
    UserName: authorDisplayName(author, post),
    Html: renderPostMarkdown(postText(kind, post), isAllowedImage, mentions),
  };
}
