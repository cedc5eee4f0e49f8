// /llms.txt in the llmstxt.org shape: an H1 with the site's name, a `>` summary, a few words,
// then H2 sections of `- [name](url): note` links (here: categories, top tags, the newest
// questions' Markdown views, the feeds, and the JSON API and MCP server for programs; "Optional"
// holds what a short context may skip).
import { API_PATHS } from './api-params';
import { MCP_PATH } from './machine-paths';
import { markdownText, markdownUrl } from './markdown-view';

export interface LlmsTxtInput {
  origin: string;
  categories: { name: string; pageUrl: string; feedUrl: string }[];
  tags: { tag: string; questionCount: number; pageUrl: string; feedUrl: string }[];
  questions: { title: string; markdownUrl: string; answerCount: number; score: number }[];
  feeds: { name: string; url: string; note: string }[];
}

function link(name: string, url: string, note: string): string {
  return `- [${markdownText(name)}](${markdownUrl(url)}): ${note}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function section(title: string, lines: string[], empty: string): string {
  return `## ${title}\n\n${lines.length > 0 ? lines.join('\n') : empty}`;
}

export function renderLlmsTxt(input: LlmsTxtInput): string {
  const { origin } = input;
  const parts = [
    '# QueryHub',
    '> QueryHub is a free community question-and-answer forum: members ask questions in categories, tag them, answer, comment and vote, and askers accept the answer that solved their problem.',
    [
      'Everything listed here is public and read-only. Each question has a Markdown view at',
      '`/Questions/{CategoryID}/{QuestionID}.md` (the question and its answers as their authors',
      'wrote them, with authors, scores, dates and the accepted mark), and the site, every',
      'category, tag and question has an Atom feed under `/feeds/`. Posts hidden by moderation',
      'or deleted never appear.',
    ].join('\n'),
    section(
      'Categories',
      input.categories.map((category) =>
        link(category.name, category.pageUrl, `its questions; Atom feed: ${category.feedUrl}`),
      ),
      'No categories yet.',
    ),
    section(
      'Tags',
      input.tags.map((tag) =>
        link(
          tag.tag,
          tag.pageUrl,
          `${plural(tag.questionCount, 'question')}; Atom feed: ${tag.feedUrl}`,
        ),
      ),
      'No tags yet.',
    ),
    section(
      'Questions',
      input.questions.map((question) =>
        link(
          question.title,
          question.markdownUrl,
          `Markdown view, ${plural(question.answerCount, 'answer')}, score ${question.score}`,
        ),
      ),
      'No questions yet.',
    ),
    section(
      'Feeds',
      input.feeds.map((feed) => link(feed.name, feed.url, feed.note)),
      'No feeds.',
    ),
    section(
      'Programs',
      [
        link(
          'MCP server',
          `${origin}${MCP_PATH}`,
          'Model Context Protocol, Streamable HTTP (POST); read-only tools search_questions, get_question, list_tags, get_user',
        ),
        link(
          'JSON API',
          `${origin}${API_PATHS.openapi}`,
          'its OpenAPI 3.1 document; read-only endpoints under /api/v1/',
        ),
      ],
      '',
    ),
    section(
      'Optional',
      [link('Sitemap', `${origin}/sitemap.xml`, 'every public page, for crawlers')],
      '',
    ),
  ];
  return `${parts.join('\n\n')}\n`;
}
