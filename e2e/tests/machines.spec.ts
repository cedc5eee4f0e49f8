import { FieldValue } from 'firebase-admin/firestore';
import { XMLParser } from 'fast-xml-parser';
import { COLLECTIONS, docPath, MACHINE_LIMITS } from '@queryhub/model';
import {
  adminDb,
  createUser,
  questionFields,
  uniqueId,
  uniqueWord,
  urlOf,
  writeAnswer,
  writeCategory,
  type CategoryRef,
  type QuestionRef,
  type TestUser,
} from '@queryhub/testkit';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { machineUrls, urls } from '../urls.js';

// The views for programs, spoken to as their clients would: Atom feeds parsed as
// XML, /llms.txt read for its llmstxt.org shape, the Markdown view read as text/markdown.

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const origin = urlOf('hosting');

interface AtomEntry {
  id: string;
  title: string | { '#text': string };
  link: { '@_href': string }[];
  content: { '#text': string; '@_type': string };
  author: { name: string }[];
}

interface AtomFeed {
  '@_xmlns': string;
  id: string;
  title: string;
  updated: string;
  link: { '@_rel': string; '@_href': string }[];
  entry?: AtomEntry[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['entry', 'link', 'author', 'category'].includes(name),
});

async function readFeed(request: APIRequestContext, path: string): Promise<AtomFeed> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expectSharedCache(response);
  const feed = (parser.parse(await response.text()) as { feed?: AtomFeed }).feed;
  expect(feed, `${path} is an Atom <feed>`).toBeDefined();
  expect(feed!['@_xmlns']).toBe(ATOM_NS);
  expect(feed!.id).toBe(`${origin}${path}`);
  expect(feed!.link).toContainEqual({ '@_rel': 'self', '@_href': `${origin}${path}` });
  expect(Date.parse(feed!.updated)).not.toBeNaN();
  expect((feed!.entry ?? []).length).toBeLessThanOrEqual(MACHINE_LIMITS.feedEntries);
  return feed!;
}

function expectSharedCache(response: APIResponse) {
  expect(response.headers()['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
}

/**
 * The derived fields of a post, waited for longer than the page tests do: each thread here
 * starts several triggers at once, and the first ones pay the functions' cold start.
 */
async function settled(path: string, fields: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const data = (await adminDb().doc(path).get()).data() ?? {};
        return fields.filter((field) => data[field] === undefined);
      },
      { message: `${path}: derived fields ${fields.join(', ')}` },
    )
    .toEqual([]);
}

const entryIds = (feed: AtomFeed) => (feed.entry ?? []).map((entry) => entry.id);

interface Thread {
  author: TestUser;
  answerer: TestUser;
  category: CategoryRef;
  question: QuestionRef;
  tag: string;
  pageUrl: string;
  answers: { id: string; text: string }[];
}

/** A category with one question (a tag of its own) and two answers, derived fields settled. */
async function createThread(): Promise<Thread> {
  const author = await createUser({ prefix: 'feeds' });
  const answerer = await createUser({ prefix: 'feeds' });
  const category = await writeCategory(author, `Feeds ${uniqueWord('c')}`);
  const tag = uniqueWord('t');
  const id = uniqueId('question');
  const text = `How does **${uniqueWord('q')}** <i>work</i> & why?\n\nIn \`code\`.`;
  await adminDb()
    .doc(docPath('questions', id))
    .set(questionFields(author, id, category, text, '', FieldValue.serverTimestamp(), [tag]));
  const question = { id, text, categoryId: category.id };
  const answers = [];
  for (const words of ['Try *this* first', 'Or **that**']) {
    const answerText = `${words} ${uniqueWord('a')}`;
    answers.push({ id: await writeAnswer(answerer, question, answerText), text: answerText });
  }
  await settled(docPath('questions', id), ['Html', 'UserName']);
  for (const answer of answers) {
    await settled(docPath('answers', answer.id), ['Html', 'UserName']);
  }
  await expect
    .poll(async () => (await adminDb().doc(docPath('tags', tag)).get()).exists, {
      message: 'the tag counts trigger records the tag',
    })
    .toBe(true);
  return {
    author,
    answerer,
    category,
    question,
    tag,
    pageUrl: `${origin}${urls.question(category.id, id, text)}`,
    answers,
  };
}

async function hide(collection: 'questions' | 'answers', id: string) {
  await adminDb().doc(docPath(collection, id)).update({ Hidden: true });
}

test.describe('Atom feeds', () => {
  test('the site, category, tag and question feeds parse as Atom with the visible posts', async ({
    request,
  }) => {
    const thread = await createThread();
    const newest = await readFeed(request, machineUrls.questionsFeed());
    expect(entryIds(newest)).toContain(thread.pageUrl);

    const category = await readFeed(request, machineUrls.categoryFeed(thread.category.id));
    expect(category.title).toBe(`QueryHub: ${thread.category.subject}`);
    expect(entryIds(category)).toEqual([thread.pageUrl]);
    const [entry] = category.entry!;
    expect(entry!.link).toEqual([{ '@_href': thread.pageUrl }]);
    expect(entry!.author).toEqual([{ name: thread.author.displayName, uri: expect.any(String) }]);
    // The sanitized HTML: Markdown rendered, the raw <i> kept as text.
    expect(entry!.content['@_type']).toBe('html');
    expect(entry!.content['#text']).toContain('<strong>');
    expect(entry!.content['#text']).toContain('<code>code</code>');
    expect(entry!.content['#text']).not.toContain('<i>');

    const tagged = await readFeed(request, machineUrls.tagFeed(thread.tag));
    expect(entryIds(tagged)).toEqual([thread.pageUrl]);

    const answers = await readFeed(request, machineUrls.questionFeed(thread.question.id));
    expect(entryIds(answers).sort()).toEqual(
      thread.answers.map((answer) => `${thread.pageUrl}#answer-${answer.id}`).sort(),
    );
    expect(
      answers.entry!.every((item) => item.author[0]!.name === thread.answerer.displayName),
    ).toBe(true);

    // Hidden posts leave every feed; a hidden question's own feed is not found.
    await hide('answers', thread.answers[0]!.id);
    const fewer = await readFeed(request, machineUrls.questionFeed(thread.question.id));
    expect(entryIds(fewer)).toEqual([`${thread.pageUrl}#answer-${thread.answers[1]!.id}`]);
    await hide('questions', thread.question.id);
    expect(entryIds(await readFeed(request, machineUrls.categoryFeed(thread.category.id)))).toEqual(
      [],
    );
    expect(entryIds(await readFeed(request, machineUrls.tagFeed(thread.tag)))).toEqual([]);
    expect(entryIds(await readFeed(request, machineUrls.questionsFeed()))).not.toContain(
      thread.pageUrl,
    );
    const hiddenFeed = await request.get(machineUrls.questionFeed(thread.question.id));
    expect(hiddenFeed.status()).toBe(404);
  });

  test('pages announce their feeds with <link rel="alternate">', async ({ request }) => {
    const thread = await createThread();
    const expectLink = async (page: string, feedPath: string) => {
      const html = await (await request.get(page)).text();
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/atom\\+xml" title="[^"]*" href="${escapeRegExp(`${origin}${feedPath}`)}" />`,
        ),
      );
    };
    await expectLink(urls.home(), machineUrls.questionsFeed());
    await expectLink(
      urls.category(thread.category.id, thread.category.subject),
      machineUrls.categoryFeed(thread.category.id),
    );
    await expectLink(`/Tags/${thread.tag}`, machineUrls.tagFeed(thread.tag));
    const questionPage = urls.question(
      thread.category.id,
      thread.question.id,
      thread.question.text,
    );
    await expectLink(questionPage, machineUrls.questionFeed(thread.question.id));
    const html = await (await request.get(questionPage)).text();
    expect(html).toContain(
      `type="text/markdown" title="This question as Markdown" href="${origin}${machineUrls.markdown(thread.category.id, thread.question.id)}"`,
    );
  });

  test('unknown, malformed and huge feed requests are refused with clear statuses', async ({
    request,
  }) => {
    const refused: [string, number][] = [
      [machineUrls.categoryFeed('no-such-category'), 404],
      [machineUrls.questionFeed('no-such-question'), 404],
      [machineUrls.tagFeed(uniqueWord('t')), 404],
      ['/feeds/users/someone.atom', 404],
      ['/feeds/questions/a%20b.atom', 400],
      ['/feeds/tags/NOT%20A%20TAG.atom', 400],
      [`/feeds/questions/${'x'.repeat(3000)}.atom`, 400],
    ];
    for (const [path, status] of refused) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 80)).toBe(status);
      expect(response.headers()['content-type'], path.slice(0, 80)).toMatch(/^text\/plain/);
    }
  });
});

test('/llms.txt has the llmstxt.org shape and lists the current content', async ({ request }) => {
  const thread = await createThread();
  const response = await request.get(machineUrls.llmsTxt());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expectSharedCache(response);
  const text = await response.text();
  const lines = text.split('\n');
  expect(lines[0]).toBe('# QueryHub');
  expect(lines.find((line) => line !== '' && line !== '# QueryHub')).toMatch(/^> \S/);
  const headings = lines.filter((line) => line.startsWith('## '));
  expect(headings).toEqual([
    '## Categories',
    '## Tags',
    '## Questions',
    '## Feeds',
    '## Programs',
    '## Optional',
  ]);
  // Every item under a section is a `- [name](url): note` link to this site.
  const sectionLines = lines.slice(lines.indexOf('## Categories'));
  for (const line of sectionLines.filter((l) => l.startsWith('- '))) {
    expect(line).toMatch(new RegExp(`^- \\[.+\\]\\(${escapeRegExp(origin)}/\\S*\\): \\S`));
  }
  expect(text).toContain(`${origin}${machineUrls.categoryFeed(thread.category.id)}`);
  expect(text).toContain(
    `(${origin}${machineUrls.markdown(thread.category.id, thread.question.id)})`,
  );
  // The links it gives work.
  const markdown = await request.get(machineUrls.markdown(thread.category.id, thread.question.id));
  expect(markdown.status()).toBe(200);
});

test.describe('Markdown views', () => {
  test('a question and its visible answers as their authors wrote them', async ({ request }) => {
    const thread = await createThread();
    const [first, second] = thread.answers;
    await adminDb()
      .doc(docPath('questions', thread.question.id))
      .update({ AcceptedAnswerID: second!.id });
    await settled(docPath('answers', second!.id), ['Accepted']);
    const path = machineUrls.markdown(thread.category.id, thread.question.id);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expectSharedCache(response);
    const markdown = await response.text();
    expect(markdown.startsWith('# ')).toBe(true);
    // Raw Markdown, not HTML: the asker's ** and <i> as typed.
    expect(markdown).toContain(`\n\n${thread.question.text}\n\n`);
    expect(markdown).toContain(`\n\n${first!.text}\n`);
    expect(markdown).toContain(`\n\n${second!.text}\n`);
    expect(markdown).toContain(`Asked by **${thread.author.displayName}** on `);
    expect(markdown).toContain(`Answered by **${thread.answerer.displayName}** on `);
    expect(markdown).toContain('- Score: 0');
    expect(markdown).toContain(`- Page: ${thread.pageUrl}`);
    // The accepted answer comes first, marked.
    expect(markdown.indexOf('### ✓ Accepted answer, score 0')).toBeGreaterThan(0);
    expect(markdown.indexOf(second!.text)).toBeLessThan(markdown.indexOf(first!.text));
    expect(markdown).not.toContain(thread.author.email);
    expect(markdown).not.toContain(thread.answerer.email);
    expect(markdown).not.toContain('@test.queryhub.test');

    // The spec's question route is still the HTML page.
    const page = await request.get(
      urls.question(thread.category.id, thread.question.id, thread.question.text),
    );
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);

    // A hidden answer leaves the view; a hidden question is not found.
    await hide('answers', first!.id);
    const fewer = await (await request.get(path)).text();
    expect(fewer).not.toContain(first!.text);
    expect(fewer).toContain('## Answers (1)');
    await hide('questions', thread.question.id);
    const hidden = await request.get(path);
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).not.toContain(thread.question.text);
  });

  test('what a visitor cannot see is not found, and malformed ids are refused', async ({
    request,
  }) => {
    const thread = await createThread();
    const refused: [string, number][] = [
      [machineUrls.markdown(thread.category.id, 'no-such-question'), 404],
      // The question exists, but not in that category.
      [machineUrls.markdown('another-category', thread.question.id), 404],
      [machineUrls.markdown(thread.category.id, 'a%20b'), 400],
      [`/Questions/${thread.category.id}/${'q'.repeat(2000)}.md`, 400],
    ];
    for (const [path, status] of refused) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 80)).toBe(status);
    }
    // Deleted: the document is gone, and so is its view.
    await adminDb().doc(docPath('questions', thread.question.id)).delete();
    const deleted = await request.get(machineUrls.markdown(thread.category.id, thread.question.id));
    expect(deleted.status()).toBe(404);
  });
});

// Last: its 33 questions start some 200 trigger runs, which would delay the other tests' fields.
test('a feed holds at most 30 entries, newest first', async ({ request }) => {
  const author = await createUser({ prefix: 'feeds' });
  const category = await writeCategory(author, `Feeds ${uniqueWord('c')}`);
  const batch = adminDb().batch();
  const start = Date.UTC(2026, 0, 1);
  const ids: string[] = [];
  for (let i = 0; i < MACHINE_LIMITS.feedEntries + 3; i += 1) {
    const id = uniqueId('question');
    ids.push(id);
    batch.set(
      adminDb().doc(docPath('questions', id)),
      questionFields(
        author,
        id,
        category,
        `Question ${i} ${uniqueWord('q')}`,
        '',
        new Date(start + i * 1000),
      ),
    );
  }
  await batch.commit();
  const feed = await readFeed(request, machineUrls.categoryFeed(category.id));
  expect(feed.entry).toHaveLength(MACHINE_LIMITS.feedEntries);
  const newestIds = ids.slice(-MACHINE_LIMITS.feedEntries).reverse();
  expect(entryIds(feed).map((url) => url.split('/')[5])).toEqual(newestIds);
  // The triggers finish here, not in the next spec's time.
  await expect
    .poll(
      async () => {
        const written = await adminDb()
          .collection(COLLECTIONS.questions)
          .where('CatID', '==', category.id)
          .get();
        return written.docs.filter((doc) => doc.get('UserName') === undefined).length;
      },
      { timeout: 240_000, message: 'the created triggers of the 33 questions' },
    )
    .toBe(0);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
