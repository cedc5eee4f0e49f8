// Exports the running emulators' state (official `emulators:export` format) into emulator-data/.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function hubAddress(): string {
  return process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
}

/** Asks the emulator hub to export (what `firebase emulators:export` does), then swaps the folder in. */
export async function exportEmulatorData(targetDir: string): Promise<void> {
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
