import path from 'node:path';
import { isStale } from './freshness.js';
import { repoRoot } from './paths.js';
import { runWorkspaceScript } from './workspace-script.js';

const webDir = path.join(repoRoot, 'web');

/** Builds the web app for the hosting emulator when a source is newer than web/dist/app-shell.html. */
export function ensureWebBuilt(): boolean {
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map(
    (p) => path.join(webDir, p),
  );
  inputs.push(path.join(repoRoot, 'functions', 'src', 'search'));
  if (!isStale(inputs, path.join(webDir, 'dist', 'app-shell.html'))) return false;
  runWorkspaceScript('build', 'web', 'The web app');
  return true;
}
