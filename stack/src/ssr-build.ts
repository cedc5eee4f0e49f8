import path from 'node:path';
import { isStale } from './freshness.js';
import { repoRoot } from './paths.js';
import { runWorkspaceScript } from './workspace-script.js';
import { ensureWebBuilt } from './web-build.js';

const ssrDir = path.join(repoRoot, 'ssr');

/**
 * Builds the `ssr` functions codebase (ssr/lib) when it is older than its sources or than the
 * web build it embeds. The functions emulator loads every codebase in firebase.json, so any
 * suite with functions needs it. Returns whether it built.
 */
export function ensureSsrBuilt(): boolean {
  const webBuilt = ensureWebBuilt();
  const inputs = [
    path.join(ssrDir, 'src'),
    path.join(ssrDir, 'vite.config.ts'),
    path.join(ssrDir, 'package.json'),
    path.join(repoRoot, 'web', 'src'),
    path.join(repoRoot, 'web', 'dist', 'app-shell.html'),
  ];
  if (!webBuilt && !isStale(inputs, path.join(ssrDir, 'lib', 'index.js'))) return false;
  runWorkspaceScript('build:server', 'ssr', 'The server renderer (ssr/)');
  return true;
}
