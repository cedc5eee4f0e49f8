// Storage rules runtime: 10,000 verify requests over stdin/stdout against a realistic ruleset
// (latency per request, one in flight), then — when the Storage emulator is running — upload
// latency through the emulator with rules evaluated vs. as owner (rules bypassed), same run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { ensureRulesRuntimeBuilt } from '@queryhub/stack/typescript-build';
import { mean, percentile, printTable } from './lib/stats.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES = readFileSync(
  path.join(repoRoot, 'rules-engine/test/fixtures/storage-fixture.rules'),
  'utf8',
);
const REQUESTS = 10_000;
const UPLOADS = 100;
const STORAGE = { host: '127.0.0.1', port: 9199 };

type Message = Record<string, unknown>;

/** The compiled runtime as firebase-tools runs it, with a line-based request/response helper. */
function startRuntime() {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'rules-engine/dist/runtime/main.js'), 'serve'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let buffer = '';
  let waiting: ((message: Message) => void) | undefined;
  const early: Message[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const message = JSON.parse(buffer.slice(0, newline)) as Message;
      buffer = buffer.slice(newline + 1);
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve(message);
      } else early.push(message);
    }
  });
  const receive = () =>
    new Promise<Message>((resolve) =>
      early.length ? resolve(early.shift() as Message) : (waiting = resolve),
    );
  const exchange = (message: Message) => {
    const reply = receive();
    child.stdin.write(`${JSON.stringify(message)}\n`);
    return reply;
  };
  return { receive, exchange, stop: () => child.stdin.end() };
}

const expression = (value: unknown): Message => {
  if (value === null) return { null_value: null };
  if (typeof value === 'string') return { string_value: value };
  if (typeof value === 'number') return { int_value: value };
  if (value instanceof Date) return { timestamp_value: value.toISOString() };
  return {
    map_value: {
      fields: Object.fromEntries(
        Object.entries(value as object).map(([k, v]) => [k, expression(v)]),
      ),
    },
  };
};

/** A mix like an app's traffic: avatar uploads and reads, private files, some Firestore lookups. */
function verifyRequest(id: number): Message {
  const uid = `user${id % 50}`;
  const kind = id % 10;
  const target =
    kind === 0
      ? `rules-runtime-test/staff/doc${id}.pdf`
      : kind < 4
        ? `rules-runtime-test/private/${uid}/a/b/${id}.bin`
        : `rules-runtime-test/avatars/${uid}/${id}.png`;
  const method = kind % 2 === 0 ? 'create' : 'get';
  const file = {
    name: target,
    bucket: 'demo-queryhub',
    size: 2048 + (id % 4096),
    contentType: id % 7 === 0 ? 'text/plain' : 'image/png',
    metadata: {},
  };
  return {
    id,
    action: 'verify',
    context: {
      rulesetName: 'bench',
      service: 'firebase.storage',
      path: `/b/demo-queryhub/o/${target}`,
      method,
      delimiter: '/',
      variables: {
        resource: method === 'get' ? expression(file) : { null_value: null },
        request: expression({
          auth: { uid, token: { email_verified: 'true' } },
          time: new Date(),
          resource: method === 'create' ? file : null,
          path: target,
        }),
      },
    },
  };
}

async function benchRuntime(): Promise<void> {
  ensureRulesRuntimeBuilt();
  const runtime = startRuntime();
  await runtime.receive();
  const loaded = await runtime.exchange({
    id: 0,
    action: 'load_ruleset',
    context: {
      rulesetName: 'bench',
      source: { files: [{ name: 'storage.rules', content: RULES }] },
    },
  });
  if (loaded.result === undefined)
    throw new Error(`bench ruleset does not compile: ${JSON.stringify(loaded.errors)}`);
  const latencies: number[] = [];
  const direct: number[] = [];
  let permitted = 0;
  let lookups = 0;
  const started = performance.now();
  for (let id = 1; id <= REQUESTS; id++) {
    const before = performance.now();
    let reply = await runtime.exchange(verifyRequest(id));
    const lookedUp = reply.server_request_id !== undefined;
    if (lookedUp) {
      lookups++;
      const fields = { role: { stringValue: id % 20 === 0 ? 'staff' : 'member' } };
      reply = await runtime.exchange({
        id,
        status: 'ok',
        result: { name: 'projects/demo-queryhub/x', fields },
        warnings: [],
        errors: [],
      });
    }
    const latency = performance.now() - before;
    latencies.push(latency);
    if (!lookedUp) direct.push(latency);
    if ((reply.result as { permit?: boolean } | undefined)?.permit) permitted++;
  }
  const seconds = (performance.now() - started) / 1000;
  runtime.stop();
  printTable(
    `Rules runtime over stdin: ${REQUESTS} verify requests, one in flight (${permitted} permitted, ${lookups} with a Firestore lookup round trip)`,
    ['measure', 'value'],
    [
      ['p50 latency', `${percentile(latencies, 50).toFixed(3)} ms`],
      ['p99 latency', `${percentile(latencies, 99).toFixed(3)} ms`],
      ['mean latency', `${mean(latencies).toFixed(3)} ms`],
      [
        'p50 / p99 without a lookup',
        `${percentile(direct, 50).toFixed(3)} / ${percentile(direct, 99).toFixed(3)} ms`,
      ],
      ['throughput', `${Math.round(REQUESTS / seconds)} requests/s`],
    ],
  );
}

async function storageEmulatorRunning(): Promise<boolean> {
  try {
    await fetch(`http://${STORAGE.host}:${STORAGE.port}/`);
    return true;
  } catch {
    return false;
  }
}

async function timeUploads(upload: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const before = performance.now();
    await upload(i);
    times.push(performance.now() - before);
  }
  return times;
}

async function benchEmulatorUploads(): Promise<void> {
  if (!(await storageEmulatorRunning())) {
    console.log(
      '\n(Storage emulator not running: upload comparison skipped. Run inside `npx tsx stack/scripts/exec.ts --only auth,firestore,storage -- npx tsx bench/rules-runtime.ts`.)',
    );
    return;
  }
  const appRules = readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8');
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId: 'demo-queryhub',
    storage: { rules: RULES, ...STORAGE },
  });
  try {
    const bytes = new Uint8Array(4096).fill(1);
    const user = env.authenticatedContext('bench-uploader').storage();
    const warm = (ref: string) => user.ref(ref).put(bytes, { contentType: 'image/png' }).then();
    await warm('rules-runtime-test/avatars/bench-uploader/warm.png');
    const withRules = await timeUploads((i) =>
      user
        .ref(`rules-runtime-test/avatars/bench-uploader/r${i}.png`)
        .put(bytes, { contentType: 'image/png' })
        .then(),
    );
    let asOwner: number[] = [];
    await env.withSecurityRulesDisabled(async (context) => {
      const owner = context.storage();
      asOwner = await timeUploads((i) =>
        owner
          .ref(`rules-runtime-test/avatars/bench-uploader/o${i}.png`)
          .put(bytes, { contentType: 'image/png' })
          .then(),
      );
    });
    printTable(
      `Storage emulator: ${UPLOADS} sequential 4 KiB uploads, rules evaluated by our runtime vs. as owner (rules bypassed)`,
      ['mode', 'p50', 'p99', 'mean'],
      [
        [
          'with rules',
          ...[50, 99].map((p) => `${percentile(withRules, p).toFixed(1)} ms`),
          `${mean(withRules).toFixed(1)} ms`,
        ],
        [
          'as owner',
          ...[50, 99].map((p) => `${percentile(asOwner, p).toFixed(1)} ms`),
          `${mean(asOwner).toFixed(1)} ms`,
        ],
      ],
    );
  } finally {
    await fetch(`http://${STORAGE.host}:${STORAGE.port}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: appRules }] } }),
    });
    await env.cleanup();
  }
}

await benchRuntime();
await benchEmulatorUploads();
