// Exports the running emulators' state (official `emulators:export` format) into emulator-data/.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS } from '@queryhub/model';
import { adminDb } from '@queryhub/testkit';

/**
 * Bookkeeping the functions and rules keep while the demo is built, which no feature shows and
 * every start would import for nothing: the triggers' processed-event markers (no event is ever
 * redelivered after an import) and the rate stamps (the demo members then post as new members
 * do). The sent mail stays: the local inbox shows it (stack/src/mail-replay.ts).
 */
const BOOKKEEPING_COLLECTIONS = [
  COLLECTIONS.processedEvents,
  COLLECTIONS.rateLimits,
  COLLECTIONS.profilePictureQuota,
] as const;

async function dropBookkeeping(): Promise<void> {
  const db = adminDb();
  for (const name of BOOKKEEPING_COLLECTIONS) await db.recursiveDelete(db.collection(name));
}

function hubAddress(): string {
  return process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
}

/** Drops the bookkeeping, asks the emulator hub to export (what `firebase emulators:export` does), then swaps the folder in. */
export async function exportEmulatorData(targetDir: string): Promise<void> {
  await dropBookkeeping();
  const staging = mkdtempSync(path.join(tmpdir(), 'queryhub-export-'));
  try {
    const response = await fetch(`http://${hubAddress()}/_admin/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: staging, initiatedBy: 'queryhub-seed' }),
    });
    if (!response.ok)
      throw new Error(`Emulator export failed: ${response.status} ${await response.text()}`);
    for (const entry of readdirSync(targetDir))
      rmSync(path.join(targetDir, entry), { recursive: true, force: true });
    cpSync(staging, targetDir, { recursive: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
