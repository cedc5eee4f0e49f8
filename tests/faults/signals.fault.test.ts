// A supervisor (systemd, Docker, a CI runner, an editor's stop button) signals only the process
// it started. SIGINT, SIGTERM and SIGHUP sent to the `npm start` process alone must stop the
// whole stack as Ctrl-C does: every process it started ends, the emulators' ports are free
// within 10 s, and the data is saved to the state folder, to be imported by the next start.
import { statSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';
import { emulatorPorts as configuredPorts } from '@queryhub/stack/firebase-config';
import { MAILDEV_PORTS } from '@queryhub/stack/maildev-service';
import { isAlive, makeStateDir, processTree, Stack, portAnswers } from './stack.js';
import { adminDb } from '@queryhub/testkit';
import { SEARCH_DATABASE_PORT } from '@queryhub/stack/postgres-service';

const STOP_BUDGET_MS = 10_000;
const PROBES = 'SignalFaultProbes';

/**
 * Every port firebase.json gives an emulator (the ones `npm start` runs, hub and logging), and
 * the search database's (PostgreSQL, started beside them) and the local inbox's (MailDev: web
 * inbox and SMTP).
 */
const emulatorPorts: number[] = [
  ...[
    ...configuredPorts([
      'auth',
      'firestore',
      'functions',
      'tasks',
      'storage',
      'hosting',
      'eventarc',
    ]),
    ...MAILDEV_PORTS,
  ].map((entry) => entry.port),
  SEARCH_DATABASE_PORT,
];

const VITE_PORT = 5173;

async function busyPorts(ports: number[] = emulatorPorts): Promise<number[]> {
  const answers = await Promise.all(ports.map(portAnswers));
  return ports.filter((_, index) => answers[index]);
}

/** Polls until no process of `tree` runs and no emulator port answers, or `budgetMs` passes. */
async function waitForStop(
  tree: number[],
  since: number,
  budgetMs: number,
  ports: number[] = emulatorPorts,
): Promise<{ ms: number; running: number[]; busy: number[] }> {
  for (;;) {
    const running = tree.filter(isAlive);
    const busy = await busyPorts(ports);
    const ms = Date.now() - since;
    if ((running.length === 0 && busy.length === 0) || ms > budgetMs) return { ms, running, busy };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const state = makeStateDir();
afterAll(() => state.remove());

describe('a signal sent to the npm start process alone', () => {
  let previousProbe: string | undefined;

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`${signal}: every process ends, the ports free up within 10 s, the data is saved`, async () => {
      const stack = await Stack.start(state.dir, 'npm');
      if (previousProbe) {
        const saved = await adminDb().doc(`${PROBES}/${previousProbe}`).get();
        expect(saved.exists, `${previousProbe}, saved by the previous signal`).toBe(true);
      }
      const probe = `${signal}-${Date.now().toString(36)}`;
      await adminDb().doc(`${PROBES}/${probe}`).set({ signal });

      // The local inbox runs (in the launcher's process) until the stop.
      for (const { port } of MAILDEV_PORTS)
        expect(await portAnswers(port), `port ${port}`).toBe(true);
      const tree = processTree(stack.pid);
      const sent = Date.now();
      const stopped = await stack.signalProcess(signal);
      const result = await waitForStop(tree, sent, STOP_BUDGET_MS);
      console.log(
        `${signal}: npm exited with ${stopped.code}; ${tree.length} processes and the ports ` +
          `gone in ${(result.ms / 1000).toFixed(1)} s.`,
      );
      expect(result.running, stack.log(4000)).toEqual([]);
      expect(result.busy, stack.log(4000)).toEqual([]);
      expect(result.ms).toBeLessThanOrEqual(STOP_BUDGET_MS);
      const metadata = path.join(state.dir, 'firebase-export-metadata.json');
      expect(statSync(metadata).mtimeMs, 'the export written after the signal').toBeGreaterThan(
        sent,
      );
      previousProbe = probe;
    });
  }

  it('the next start imports what the SIGHUP stop saved', async () => {
    expect(previousProbe).toBeDefined();
    const stack = await Stack.start(state.dir, 'npm');
    try {
      const saved = await adminDb().doc(`${PROBES}/${previousProbe}`).get();
      expect(saved.get('signal')).toBe('SIGHUP');
    } finally {
      const stopped = await stack.signalProcess('SIGTERM');
      expect(stopped.code, stack.log(4000)).toBe(0);
    }
  });
});

describe('a signal sent to the npm process of another command', () => {
  it('npm run dev, SIGHUP (npm dies without forwarding it): emulators and Vite end, data saved', async () => {
    const devState = makeStateDir();
    try {
      const stack = await Stack.start(devState.dir, {
        npmScript: 'dev',
        ready: 'All emulators ready',
      });
      const ports = [...emulatorPorts.filter((port) => port !== 5000), VITE_PORT];
      const probe = `dev-${Date.now().toString(36)}`;
      await adminDb().doc(`${PROBES}/${probe}`).set({ signal: 'SIGHUP' });
      expect(await portAnswers(VITE_PORT), 'Vite answering before the signal').toBe(true);

      const tree = processTree(stack.pid);
      const sent = Date.now();
      await stack.signalProcess('SIGHUP');
      const result = await waitForStop(tree, sent, STOP_BUDGET_MS, ports);
      console.log(
        `npm run dev, SIGHUP: ${tree.length} processes and the ports gone in ${(result.ms / 1000).toFixed(1)} s.`,
      );
      expect(result.running, stack.log(4000)).toEqual([]);
      expect(result.busy, stack.log(4000)).toEqual([]);
      const metadata = path.join(devState.dir, 'firebase-export-metadata.json');
      expect(statSync(metadata).mtimeMs).toBeGreaterThan(sent);
    } finally {
      devState.remove();
    }
  });

  it('a suite command (emulators:exec), SIGTERM: the command and the emulators end', async () => {
    const stack = await Stack.start(state.dir, {
      npmScript: 'bench:search',
      ready: 'Running script',
    });
    const tree = processTree(stack.pid);
    const sent = Date.now();
    await stack.signalProcess('SIGTERM');
    const result = await waitForStop(tree, sent, STOP_BUDGET_MS);
    console.log(
      `npm run bench:search, SIGTERM: ${tree.length} processes and the ports gone in ${(result.ms / 1000).toFixed(1)} s.`,
    );
    expect(result.running, stack.log(4000)).toEqual([]);
    expect(result.busy, stack.log(4000)).toEqual([]);
  });
});
