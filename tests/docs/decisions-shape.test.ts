// docs/decisions.md is a reference by topic a newcomer reads whole: an index first, every index
// entry a section, one section per topic, and short enough to read (history lives in git).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const text = readFileSync(new URL('../../docs/decisions.md', import.meta.url), 'utf8');
const MAX_LINES = 900;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

describe('docs/decisions.md', () => {
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');

  it(`is at most ${MAX_LINES} lines`, () => {
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('starts with an index whose every entry is a section, and every section is indexed', () => {
    expect(sections[0]).toBe('Index');
    const index = text.slice(text.indexOf('## Index'), text.indexOf(`## ${sections[1]}`));
    const linked = [...index.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(linked.sort()).toEqual(sections.slice(1).map(anchorOf).sort());
  });

  it('holds each topic once', () => {
    expect(new Set(sections).size).toBe(sections.length);
  });
});
