// Every file a document names must exist: Markdown links resolve from the document's folder, and
// a path in backticks must be a file of the repository (written whole, or as its tail under a
// workspace, such as `app/router.tsx` in docs/web.md), a build output, or an installed package's file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const documents = tracked.filter(
  (file) => file.endsWith('.md') && (!file.includes('/') || /^(docs|bench)\//.test(file)),
);

const LINK = /\]\(([^)\s]+)\)/g;
const FILE_IN_BACKTICKS =
  /`((?:[\w@.-]+\/)+[\w.-]+\.(?:ts|tsx|js|mjs|cjs|json|md|rules|css|yaml|yml|sql|html|sh))`/g;
/** Folders the builds write (git-ignored): documents may name what lands there. */
const BUILD_OUTPUT = /(^|\/)(lib|dist)\//;

function linkTargets(document: string, text: string): string[] {
  return [...text.matchAll(LINK)]
    .map((match) => match[1]?.split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
    .filter((target) => !existsSync(path.join(root, path.dirname(document), target)));
}

function namedFiles(text: string): string[] {
  return [...text.matchAll(FILE_IN_BACKTICKS)]
    .map((match) => match[1] ?? '')
    .filter(
      (name) =>
        !tracked.some((file) => file === name || file.endsWith(`/${name}`)) &&
        !BUILD_OUTPUT.test(name) &&
        !existsSync(path.join(root, 'node_modules', name)),
    );
}

describe('paths named in the documentation', () => {
  it.each(documents)('%s names only files that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    expect({ links: linkTargets(document, text), files: namedFiles(text) }).toEqual({
      links: [],
      files: [],
    });
  });
});
