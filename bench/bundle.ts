// Bundle figures: every chunk, each route's total JS and the initial JS for `/` against its
// 200 KB gzip budget, as printed by the web build's own budget check (rebuilt when stale).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from '@queryhub/stack/web-build';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');

// A fresh build already printed the figures; otherwise print them from the existing build.
if (!ensureWebBuilt()) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-budget.ts'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
