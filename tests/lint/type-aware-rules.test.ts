// The type-aware and import-cycle rules of eslint.config.js, checked on real files: a cycle needs
// two files that resolve to each other, and type-aware rules need files their tsconfig includes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside web/src, so web/tsconfig.json includes the files and '@/...' resolves there.
const folder = mkdtempSync(join(root, 'web/src/lint-fixture-'));
const alias = `@/${relative(join(root, 'web/src'), folder)}`;

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The rule ids ESLint reports for the fixture files `files` (name → source). */
async function ruleIdsFor(files: Record<string, string>): Promise<string[]> {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(folder, name), source);
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(folder, name)));
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? ''));
}

// Loading the workspace's types takes a while on a small machine.
describe('type-aware and cycle rules', { timeout: 180_000 }, () => {
  it('refuses an import cycle in web/src', async () => {
    const ids = await ruleIdsFor({
      'cycle-a.ts': `import { b } from '${alias}/cycle-b';\nexport const a = (): number => b() + 1;\n`,
      'cycle-b.ts': `import { a } from './cycle-a';\nexport const b = (): number => a() - 1;\n`,
    });
    expect(ids).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('accepts the same modules without the cycle', async () => {
    const ids = await ruleIdsFor({
      'line-a.ts': `import { b } from './line-b';\nexport const a = (): number => b() + 1;\n`,
      'line-b.ts': `export const b = (): number => 1;\n`,
    });
    expect(ids).toEqual([]);
  });

  it('refuses a floating promise and a switch that misses a member of its union', async () => {
    const ids = await ruleIdsFor({
      'floating.ts': `export async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n}\n`,
      'switch.ts': [
        `export type Kind = 'question' | 'answer';`,
        `export function noun(kind: Kind): string {`,
        `  switch (kind) {`,
        `    case 'question':`,
        `      return 'question';`,
        `  }`,
        `  return '';`,
        `}`,
        ``,
      ].join('\n'),
    });
    expect(ids.sort()).toEqual([
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/switch-exhaustiveness-check',
    ]);
  });
});
