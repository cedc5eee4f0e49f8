// What the saved search database was built from. `npm start` keeps the search database
// (PostgreSQL) between runs; rebuilding it from the imported Firestore data costs seconds on the
// critical path, and is needed only when that data differs from what the database mirrors. The
// fingerprint of a Firestore export names that data; it is stored beside the search data.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The Firestore part of an export (auth and storage are not mirrored). */
const FIRESTORE_EXPORT = 'firestore_export';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** A digest of the Firestore data in the export at `exportDir`; undefined when it has none. */
export function exportFingerprint(exportDir: string): string | undefined {
  const root = path.join(exportDir, FIRESTORE_EXPORT);
  if (!existsSync(root)) return undefined;
  const hash = createHash('sha256');
  for (const file of filesUnder(root)) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The file beside the search database's folder that names the data it mirrors. */
export const builtFromFile = (searchDataDir: string): string => `${searchDataDir}.built-from`;

/**
 * The fingerprint the search database was last known to mirror, consumed: from now on the running
 * stack changes the database, and only a clean stop that exported the data may record it again
 * (a killed stack leaves none, so the next start rebuilds).
 */
export function takeBuiltFrom(searchDataDir: string): string | undefined {
  const file = builtFromFile(searchDataDir);
  if (!existsSync(file)) return undefined;
  const value = readFileSync(file, 'utf8').trim();
  rmSync(file, { force: true });
  return value || undefined;
}

export function recordBuiltFrom(searchDataDir: string, fingerprint: string): void {
  writeFileSync(builtFromFile(searchDataDir), `${fingerprint}\n`);
}
