import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SetupError } from './errors.js';
import { repoRoot } from './paths.js';
import { run } from './run.js';
import { rulesRuntimeEntry } from './storage-rules-runtime.js';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Compiles emulator/src to emulator/dist when a source is newer than the runtime's entry point. */
export function ensureRulesRuntimeBuilt(): boolean {
  const emulatorDir = path.join(repoRoot, 'emulator');
  const sourceTime = Math.max(
    newestMtime(path.join(emulatorDir, 'src')),
    statSync(path.join(emulatorDir, 'tsconfig.build.json')).mtimeMs,
  );
  if (existsSync(rulesRuntimeEntry) && statSync(rulesRuntimeEntry).mtimeMs >= sourceTime) return false;
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const built = run(process.execPath, [tsc, '-p', path.join(emulatorDir, 'tsconfig.build.json')]);
  if (built.status !== 0) {
    throw new SetupError(
      `The storage rules runtime does not compile:\n${built.stdout}${built.stderr}`,
      'fix the TypeScript errors above in emulator/src, then run the command again.',
    );
  }
  return true;
}
