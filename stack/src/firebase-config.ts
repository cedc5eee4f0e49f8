import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorPort } from './ports.js';
import { repoRoot } from './paths.js';

interface EmulatorsConfig {
  [name: string]: { host?: string; port?: number } | boolean | undefined;
}

export const PROJECT_ID = 'demo-queryhub';

/** The emulator hosts and ports from firebase.json, for the named emulators plus hub and logging. */
export function emulatorPorts(only: string[]): EmulatorPort[] {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    emulators: EmulatorsConfig;
  };
  // A name listed twice would be probed twice at once, and one probe would find the other's port busy.
  const names = [...new Set([...only, 'hub', 'logging'])];
  return names.flatMap((name) => {
    const entry = config.emulators[name];
    if (typeof entry !== 'object' || entry.port === undefined) return [];
    return [{ name, host: entry.host ?? '127.0.0.1', port: entry.port }];
  });
}
