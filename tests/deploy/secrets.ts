// The secrets the functions codebases declare (`defineSecret('NAME')` in their sources), and the
// README's deploy section that must tell how to set each.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `defineSecret('NAME')` of the functions and ssr sources. */
export function declaredSecrets(): string[] {
  const names = ['functions/src', 'ssr/src'].flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/defineSecret\(\s*['"]([A-Z0-9_]+)['"]/g)].map(
        (match) => match[1] ?? '',
      ),
    ),
  );
  return [...new Set(names)].sort();
}

/** The README's "Deploying to a real Firebase project" section. */
export function deploySection(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Deploying');
  const end = readme.indexOf('\n## ', start + 1);
  return start === -1 ? '' : readme.slice(start, end === -1 ? undefined : end);
}
