import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/**
 * The git-ignored folder where `npm start` keeps the emulators' data between runs
 * (QUERYHUB_STATE_DIR moves it, for benchmarks and fault tests that must not touch yours).
 */
export const stateDir = process.env.QUERYHUB_STATE_DIR
  ? path.resolve(process.env.QUERYHUB_STATE_DIR)
  : path.join(repoRoot, '.emulator-state');

/**
 * The search database's folder (PostgreSQL), beside the state folder: firebase-tools replaces
 * the state folder's contents on every export, which a running server's files must not be.
 */
export const searchStateDir = `${stateDir}-search`;

/** The committed demo data imported on a first run. */
const demoDataDir = path.join(repoRoot, 'emulator-data');

/** Written by firebase-tools when an export completes: its presence marks a saved state. */
const EXPORT_METADATA = 'firebase-export-metadata.json';

/** The file whose fresh write says the export on exit into the state folder completed. */
export const exportMarker = path.join(stateDir, EXPORT_METADATA);

const isExport = (dir: string): boolean => existsSync(path.join(dir, EXPORT_METADATA));

/**
 * `--import`/`--export-on-exit` flags: import the previous state when there is one, else the demo
 * data; always export to the state folder on a clean exit (Ctrl-C), never over the demo data.
 */
export function stateFlags(): { flags: string[]; importedFrom: string | undefined } {
  const importFrom = isExport(stateDir)
    ? stateDir
    : isExport(demoDataDir)
      ? demoDataDir
      : undefined;
  const flags = importFrom ? ['--import', importFrom] : [];
  flags.push('--export-on-exit', stateDir);
  return { flags, importedFrom: importFrom };
}
