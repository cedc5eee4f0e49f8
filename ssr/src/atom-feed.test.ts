import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderAtomFeed, xmlSafe, type FeedEntry } from './atom-feed';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'link', 'category', 'author'].includes(name),
});

interface Parsed {
  feed: {
    '@xmlns': string;
    id: string;
    title: string;
    updated: string;
    author: { name: string }[];
    link: { '@rel'?: string; '@href': string }[];
    entry?: {
      id: string;
      title: { '#text': string; '@type': string };
      updated: string;
      published: string;
      link: { '@href': string }[];
      content: { '#text': string; '@type': string };
      author: { name: string; uri?: string }[];
      category?: { '@term': string; '@scheme': string }[];
    }[];
  };
}

const header = {
  title: 'QueryHub: C & <C++>',
  subtitle: 'Newest',
  pageUrl: 'https://q.example/Category/c1/C',
  feedUrl: 'https://q.example/feeds/categories/c1.atom',
};

function entry(overrides: Partial<FeedEntry> = {}): FeedEntry {
  return {
    url: 'https://q.example/Questions/c1/q1/Why',
    title: 'Why <b>bold</b> & more?',
    author: { name: 'Ann <admin>', url: 'https://q.example/User/u1/Ann' },
    publishedMillis: Date.UTC(2026, 0, 1),
    updatedMillis: Date.UTC(2026, 0, 2),
    html: '<p>Use <strong>it</strong> ]]> here</p>',
    categories: [{ term: 'c++', scheme: 'https://q.example/Tags/' }],
    ...overrides,
  };
}

function parse(xml: string): Parsed {
  return parser.parse(xml) as Parsed;
}

describe('renderAtomFeed', () => {
  it('writes an Atom 1.0 document a parser reads back entry by entry', () => {
    const xml = renderAtomFeed(
      header,
      [entry(), entry({ url: 'https://q.example/Questions/c1/q2/Next', updatedMillis: 5 })],
      0,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const { feed } = parse(xml);
    expect(feed['@xmlns']).toBe(ATOM_NS);
    expect(feed.id).toBe(header.feedUrl);
    expect(feed.title).toBe(header.title);
    expect(feed.updated).toBe('2026-01-02T00:00:00.000Z');
    expect(feed.link).toEqual([
      { '@rel': 'alternate', '@href': header.pageUrl },
      { '@rel': 'self', '@href': header.feedUrl },
    ]);
    expect(feed.entry?.map((item) => item.id)).toEqual([
      'https://q.example/Questions/c1/q1/Why',
      'https://q.example/Questions/c1/q2/Next',
    ]);
    const [first] = feed.entry!;
    expect(first!.link).toEqual([{ '@href': 'https://q.example/Questions/c1/q1/Why' }]);
    expect(first!.published).toBe('2026-01-01T00:00:00.000Z');
    expect(first!.updated).toBe('2026-01-02T00:00:00.000Z');
    expect(first!.author).toEqual([{ name: 'Ann <admin>', uri: 'https://q.example/User/u1/Ann' }]);
    expect(first!.category).toEqual([
      { '@term': 'c++', '@label': 'c++', '@scheme': 'https://q.example/Tags/' },
    ]);
    // Content is the sanitized HTML, intact, even with a CDATA terminator inside.
    expect(first!.content).toEqual({
      '#text': '<p>Use <strong>it</strong> ]]> here</p>',
      '@type': 'html',
    });
  });

  it('sends titles as text: a reader shows "<b>" instead of making it bold', () => {
    const { feed } = parse(renderAtomFeed(header, [entry()], 0));
    expect(feed.entry![0]!.title).toEqual({
      '#text': 'Why &lt;b&gt;bold&lt;/b&gt; &amp; more?',
      '@type': 'html',
    });
  });

  it('leaves out characters XML cannot carry', () => {
    expect(xmlSafe('a\u0000b\u0007c\td\ne\uD800f😀\uFFFF')).toBe('abc\td\nef😀');
    const xml = renderAtomFeed(
      header,
      [entry({ title: 'Bell\u0007', html: '<p>nul\u0000</p>', author: { name: 'A\u001Bnn' } })],
      0,
    );
    const { feed } = parse(xml);
    expect(feed.entry![0]!.title['#text']).toBe('Bell');
    expect(feed.entry![0]!.content['#text']).toBe('<p>nul</p>');
    expect(feed.entry![0]!.author).toEqual([{ name: 'Ann' }]);
  });

  it('is valid with no entries: dated now, with an author of its own', () => {
    const { feed } = parse(renderAtomFeed(header, [], Date.UTC(2026, 5, 1)));
    expect(feed.entry).toBeUndefined();
    expect(feed.updated).toBe('2026-06-01T00:00:00.000Z');
    expect(feed.author).toEqual([{ name: 'QueryHub' }]);
  });
});
