// The <link rel="alternate"> tags a page announces its machine-readable forms with: the Atom
// feed that follows it and, for a question, its Markdown view.
import type { AlternateLink } from './head';
import { ATOM_TYPE, MARKDOWN_TYPE, machinePaths } from './machine-paths';

function feed(origin: string, path: string, title: string): AlternateLink {
  return { type: ATOM_TYPE, href: `${origin}${path}`, title };
}

export const pageAlternates = {
  home: (origin: string): AlternateLink[] => [
    feed(origin, machinePaths.questionsFeed(), 'QueryHub: newest questions'),
  ],
  category: (origin: string, categoryId: string, subject: string): AlternateLink[] => [
    feed(origin, machinePaths.categoryFeed(categoryId), `QueryHub: ${subject}`),
  ],
  tag: (origin: string, tag: string): AlternateLink[] => [
    feed(origin, machinePaths.tagFeed(tag), `QueryHub: questions tagged ${tag}`),
  ],
  question: (origin: string, question: { id: string; catId: string }): AlternateLink[] => [
    feed(origin, machinePaths.questionFeed(question.id), 'QueryHub: answers to this question'),
    {
      type: MARKDOWN_TYPE,
      href: `${origin}${machinePaths.markdownView(question.catId, question.id)}`,
      title: 'This question as Markdown',
    },
  ],
};
