// Cost on paper, from measured counts (docs/cost.md): what one user action and one page view ask of
// Firestore, Cloud Functions and the search database, counted on the emulators.
//   - functions started (and their emulator durations): the logging emulator's stream
//     (lib/function-runs.ts);
//   - documents the functions read and write, the `ssr` function included: a probe preloaded into
//     the functions emulator's workers that counts at the Admin SDK's RPC funnel
//     (lib/firestore-probe.mjs);
//   - the client's own writes and reads: the batch each action sends as the web app does
//     (lib/cost-actions.ts); in a page, the web SDK's WebChannel traffic (lib/web-channel.ts);
//   - index entries: the written documents as they stand after the action, counted by Firestore's
//     rules against firestore.indexes.json (lib/index-entries.ts);
//   - PostgreSQL statements: the server's own log, every client (lib/pg-statements.ts);
// then the monthly bill at 1,000, 100,000 and 1,000,000 monthly active users from those counts,
// the usage assumptions and the list prices of lib/cost-model.ts.
// Run: npm run bench:cost (about 4 minutes after the stack's start on a shared 2-core machine;
// COST_ROUNDS=n for more samples per action).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { PAGE_SIZES, docPath, newAnswer, newComment } from '@queryhub/model';
import { toPostRow, upsertPost } from '@queryhub/search';
import { CHROMIUM_ARGS, findChromium } from '@queryhub/e2e/find-chromium';
import {
  adminDb,
  categoryFields,
  createSignedInUser,
  liftRateLimits,
  questionFields,
  uniqueId,
  urlOf,
  writeCategory,
  type QuestionRef,
} from '@queryhub/testkit';
import { FieldValue } from 'firebase-admin/firestore';
import pg from 'pg';
import * as act from './lib/cost-actions.js';
import { CostMeter, type Reading } from './lib/cost-meter.js';
import { precacheBytes, signedInState, visitPage, warmServer } from './lib/cost-pages.js';
import { indexEntries, readIndexes } from './lib/index-entries.js';
import {
  ACTIONS,
  billedSeconds,
  monthlyBill,
  USAGE,
  type MeasuredAction,
  type MeasuredPage,
  type Page,
} from './lib/cost-model.js';
import { billedReads, probedWrites, type ProbedWrite } from './lib/probe-log.js';
import { printTable } from './lib/stats.js';
import { pageTraffic } from './lib/web-channel.js';

const ROUNDS = Math.max(1, Number(process.env.COST_ROUNDS ?? 2));
/**
 * A run starting later than this after the last one belongs to no action of ours. The unread-mail
 * alert is a task the `bench:cost` script makes due after 1 s (QUERYHUB_MAIL_ALERT_DELAY_SECONDS;
 * 15 minutes in production), so it runs within its action's window.
 */
const QUIET_MS = 3_000;
/** The word every bench question holds, so the results page has a full first page. */
const WORD = 'sourdough';
const TAGS = [WORD, 'baking'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexes = readIndexes(path.join(repoRoot, 'firestore.indexes.json'));
const ORIGIN = urlOf('hosting');
const urlText = (text: string) => encodeURIComponent(text.trim().replace(/\s+/g, '-'));

// ---------------------------------------------------------------- fixture

async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!response.ok && response.status !== 400) {
    throw new Error(`${action} failed: ${response.status}`);
  }
}

/**
 * Full first pages without waking the functions: 29 more categories (home lists 30) and 20 older
 * questions in the bench category (its page lists 20), written with the triggers paused, and
 * those questions in the search mirror as its trigger would write them (search/src/post-row.ts).
 */
async function fillPages(author: { uid: string }, category: act.Cast['category']): Promise<void> {
  const db = adminDb();
  const ids = Array.from({ length: PAGE_SIZES.categoryQuestions }, () => uniqueId('filler'));
  await setBackgroundTriggers(false);
  try {
    const batch = db.batch();
    for (let i = 1; i < PAGE_SIZES.categories; i += 1) {
      const id = uniqueId('category');
      batch.set(
        db.doc(docPath('categories', id)),
        categoryFields(author, id, `Bench category ${i}`, FieldValue.serverTimestamp()),
      );
    }
    const base = Date.now() - 86_400_000;
    ids.forEach((id, i) => {
      batch.set(
        db.doc(docPath('questions', id)),
        questionFields(
          author,
          id,
          category,
          `How long should ${WORD} dough rest before baking, case ${i}?`,
          '',
          new Date(base + i * 60_000),
          TAGS,
        ),
      );
    });
    await batch.commit();
  } finally {
    await setBackgroundTriggers(true);
  }
  const mirror = new pg.Pool({
    connectionString: process.env.QUERYHUB_SEARCH_DATABASE_URL,
    application_name: 'queryhub-cost-bench',
    max: 1,
  });
  try {
    for (const id of ids) {
      const snapshot = await db.doc(docPath('questions', id)).get();
      await upsertPost(
        mirror,
        toPostRow(
          'question',
          id,
          snapshot.data() ?? {},
          snapshot.updateTime?.toDate() ?? new Date(),
        ),
      );
    }
  } finally {
    await mirror.end();
  }
}

// ---------------------------------------------------------------- actions

interface ActionSample {
  functions: number;
  billedSeconds: number;
  functionReads: number;
  clientReads: number;
  writes: number;
  deletes: number;
  entries: number;
  pgQueries: number;
  byCollection: Map<string, number>;
  byFunction: Map<string, { runs: number; reads: number; writes: number }>;
}

/** The largest document of each collection seen written, with its index entries. */
const entriesByCollection = new Map<string, { single: number; composite: number }>();

const collectionOf = (docPathText: string) => docPathText.split('/').at(-2) ?? '?';

async function countEntries(writes: readonly ProbedWrite[]): Promise<number> {
  const db = adminDb();
  const documents = new Map<string, Record<string, unknown> | undefined>();
  let total = 0;
  for (const write of writes) {
    if (write.op === 'delete') continue;
    if (!documents.has(write.path))
      documents.set(write.path, (await db.doc(write.path).get()).data());
    const data = documents.get(write.path);
    if (!data) continue;
    const collection = collectionOf(write.path);
    const whole = write.op === 'update' ? write.mask : null;
    const rewritten = indexEntries(indexes, collection, data, whole);
    total += rewritten.single + rewritten.composite;
    const full = indexEntries(indexes, collection, data);
    const known = entriesByCollection.get(collection);
    if (!known || full.single + full.composite > known.single + known.composite) {
      entriesByCollection.set(collection, full);
    }
  }
  return total;
}

async function sampleOf(reading: Reading, client: act.ClientSide): Promise<ActionSample> {
  const functionWrites = probedWrites(reading.probe);
  const writes = [...client.writes, ...functionWrites];
  const byCollection = new Map<string, number>();
  for (const write of writes) {
    const key =
      write.op === 'delete' ? `${collectionOf(write.path)} (delete)` : collectionOf(write.path);
    byCollection.set(key, (byCollection.get(key) ?? 0) + 1);
  }
  const byFunction = new Map<string, { runs: number; reads: number; writes: number }>();
  const slot = (name: string) => {
    const found = byFunction.get(name) ?? { runs: 0, reads: 0, writes: 0 };
    byFunction.set(name, found);
    return found;
  };
  for (const name of reading.functions) slot(name).runs += 1;
  for (const event of reading.probe) {
    const entry = slot(event.fn || '?');
    if (event.kind === 'read') entry.reads += billedReads([event]);
    else entry.writes += event.writes.length;
  }
  return {
    functions: reading.functions.length,
    billedSeconds: billedSeconds(reading.durationsMs),
    functionReads: billedReads(reading.probe),
    clientReads: client.reads,
    writes: writes.filter((w) => w.op !== 'delete').length,
    deletes: writes.filter((w) => w.op === 'delete').length,
    entries: await countEntries(writes),
    pgQueries: reading.pg.queries,
    byCollection,
    byFunction,
  };
}

async function measure(
  meter: CostMeter,
  actorUid: string,
  action: () => Promise<act.ClientSide>,
): Promise<ActionSample> {
  await liftRateLimits(actorUid);
  await meter.runs.quiet(500);
  const marks = meter.mark();
  const client = await action();
  await meter.runs.quiet(QUIET_MS);
  return sampleOf(meter.read(marks), client);
}

const ACTION_NAMES = ['ask', 'answer', 'upvote', 'accept', 'comment', 'edit'] as const;
type ActionName = (typeof ACTION_NAMES)[number];

/** One round: a question asked, answered, upvoted, its answer accepted, commented, edited. */
async function round(
  meter: CostMeter,
  cast: act.Cast,
  label: string,
): Promise<{ samples: Record<ActionName, ActionSample>; question: QuestionRef; answerId: string }> {
  const id = uniqueId('question');
  const text = `How do I keep my ${WORD} starter alive while travelling (${label})?`;
  const question: QuestionRef = { id, text, categoryId: cast.category.id };
  const answerId = uniqueId('answer');
  const asker = cast.asker.uid;
  const samples = {
    ask: await measure(meter, asker, () => act.ask(cast, id, text, TAGS)),
    answer: await measure(meter, cast.answerer.uid, () =>
      act.answer(
        cast,
        question,
        answerId,
        `Dry some of the ${WORD} starter on baking paper (${label}).`,
      ),
    ),
    upvote: await measure(meter, cast.voter.uid, () => act.upvote(cast, question)),
    accept: await measure(meter, asker, () => act.accept(cast, { question, answerId })),
    comment: await measure(meter, asker, () =>
      act.comment(
        cast,
        question,
        uniqueId('comment'),
        `Thanks, that worked for my ${WORD} (${label}).`,
      ),
    ),
    edit: await measure(meter, asker, () =>
      act.edit(cast, question, `${text} I travel for two weeks at a time.`),
    ),
  };
  return { samples, question, answerId };
}

/** Two more answers and comments on the page's question, as members would add them over time. */
async function thickenThread(
  cast: act.Cast,
  question: QuestionRef,
  answerId: string,
): Promise<void> {
  const db = adminDb();
  for (let i = 0; i < 2; i += 1) {
    const id = uniqueId('answer');
    await db.doc(docPath('answers', id)).set(
      newAnswer(
        {
          id,
          answer: `Another way to keep ${WORD} starter, number ${i + 2}: feed it before you leave.`,
          question: { id: question.id, question: question.text, catId: question.categoryId },
          uid: cast.voter.uid,
          screenshotUrl: '',
        },
        FieldValue.serverTimestamp(),
      ),
    );
    const commentId = uniqueId('comment');
    await db.doc(docPath('comments', commentId)).set(
      newComment(
        {
          id: commentId,
          text: `Good point about the ${WORD}, number ${i + 2}.`,
          post: { kind: 'answer', id: answerId, questionId: question.id },
          uid: cast.voter.uid,
        },
        FieldValue.serverTimestamp(),
      ),
    );
  }
}

// ---------------------------------------------------------------- printing

function spread(values: readonly number[], digits = 0): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const avg = values.reduce((sum, v) => sum + v, 0) / values.length;
  const f = (v: number) => v.toFixed(digits);
  return min === max ? f(min) : `${avg.toFixed(1)} (${f(min)}–${f(max)})`;
}

function counted(map: Map<string, number>, rounds: number): string {
  return [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, n]) => (n === rounds ? key : `${key} ×${+(n / rounds).toFixed(1)}`))
    .join(', ');
}

function printActions(rounds: Record<ActionName, ActionSample>[]): void {
  const rows = ACTION_NAMES.map((name) => {
    const samples = rounds.map((r) => r[name]);
    const pick = (f: (s: ActionSample) => number, digits = 0) => spread(samples.map(f), digits);
    return [
      name,
      pick((s) => s.functions),
      pick((s) => s.functionReads),
      pick((s) => s.clientReads),
      pick((s) => s.writes),
      pick((s) => s.deletes),
      pick((s) => s.entries),
      pick((s) => s.pgQueries),
      `${pick((s) => s.billedSeconds, 1)} s`,
    ];
  });
  printTable(
    `Per user action (${rounds.length} rounds; mean (min–max) where they differ)`,
    [
      'action',
      'functions',
      'reads (functions)',
      'reads (client)',
      'writes',
      'deletes',
      'index entries',
      'PG queries',
      'billed time',
    ],
    rows,
  );
  // A busy machine can start a trigger after the quiet window: it then counts in the next action.
  for (const name of ACTION_NAMES) {
    const sets = rounds.map((r) => [...r[name].byFunction.keys()].sort().join(','));
    if (new Set(sets).size > 1) {
      console.log(
        `! ${name}: the rounds woke different functions (${sets.join(' | ')}); triggers ran late ` +
          'on a busy machine and some were counted in a neighbouring action. Run it again on a quieter machine.',
      );
    }
  }
  const writes = ACTION_NAMES.map((name) => {
    const total = new Map<string, number>();
    for (const r of rounds) {
      for (const [key, n] of r[name].byCollection) total.set(key, (total.get(key) ?? 0) + n);
    }
    return [name, counted(total, rounds.length)];
  });
  printTable(
    'Documents written per action, by collection (client batch included)',
    ['action', 'writes'],
    writes,
  );
  const functions = ACTION_NAMES.map((name) => {
    const total = new Map<string, { runs: number; reads: number; writes: number }>();
    for (const r of rounds) {
      for (const [fn, v] of r[name].byFunction) {
        const t = total.get(fn) ?? { runs: 0, reads: 0, writes: 0 };
        t.runs += v.runs;
        t.reads += v.reads;
        t.writes += v.writes;
        total.set(fn, t);
      }
    }
    const n = rounds.length;
    const cells = [...total]
      .filter(([, v]) => v.reads + v.writes > 0)
      .sort((a, b) => b[1].reads + b[1].writes - (a[1].reads + a[1].writes))
      .map(([fn, v]) => `${fn} ${+(v.reads / n).toFixed(1)}r/${+(v.writes / n).toFixed(1)}w`);
    return [name, cells.join(', ')];
  });
  printTable('Reads (r) and writes (w) per action by function', ['action', 'functions'], functions);
}

function printBill(
  rounds: Record<ActionName, ActionSample>[],
  pages: Record<Page, MeasuredPage>,
  precache: number,
): void {
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const actions = Object.fromEntries(
    ACTIONS.map((name) => {
      const samples = rounds.map((r) => r[name]);
      const measured: MeasuredAction = {
        invocations: mean(samples.map((s) => s.functions)),
        billedSeconds: mean(samples.map((s) => s.billedSeconds)),
        reads: mean(samples.map((s) => s.functionReads + s.clientReads)),
        writes: mean(samples.map((s) => s.writes)),
        deletes: mean(samples.map((s) => s.deletes)),
        pgQueries: mean(samples.map((s) => s.pgQueries)),
      };
      return [name, measured];
    }),
  ) as Record<ActionName, MeasuredAction>;
  const bills = [1_000, 100_000, 1_000_000].map((mau) =>
    monthlyBill(mau, actions, pages, precache),
  );
  const usd = (value: number) =>
    `$${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')}`;
  const millions = (value: number) => `${(value / 1e6).toFixed(value < 1e7 ? 2 : 0)} M`;
  const views = Object.values(USAGE.pageViews).reduce((a, b) => a + b, 0);
  printTable(
    `Monthly bill (bench/lib/cost-model.ts: ${views} page views per MAU and as many crawler requests; prices of 2026-11-28; precache ${(precache / 1024).toFixed(0)} KB)`,
    [
      'MAU',
      'reads',
      'writes',
      'invocations',
      'PG queries',
      'Firestore',
      'Functions',
      'Hosting',
      'Cloud SQL',
      'total',
    ],
    bills.map((b) => [
      b.mau.toLocaleString('en-US'),
      millions(b.reads),
      millions(b.writes),
      millions(b.invocations),
      millions(b.pgQueries),
      usd(b.firestore),
      usd(b.functions),
      usd(b.hosting),
      `${usd(b.cloudSql)} (${b.sqlVcpus} vCPU)`,
      usd(b.total),
    ]),
  );
  printTable(
    `The busiest hour (${USAGE.peakFactor}× the month's average), per second`,
    ['MAU', 'page views (crawlers included)', 'reads', 'writes', 'PG queries'],
    bills.map((b) => [
      b.mau.toLocaleString('en-US'),
      b.peak.pageViewsPerSecond.toFixed(2),
      b.peak.readsPerSecond.toFixed(1),
      b.peak.writesPerSecond.toFixed(2),
      b.peak.pgPerSecond.toFixed(2),
    ]),
  );
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
  const meter = await CostMeter.open(process.env.QUERYHUB_SEARCH_DATABASE_URL);
  const [asker, answerer, voter] = await Promise.all([
    createSignedInUser({ prefix: 'cost-asker' }),
    createSignedInUser({ prefix: 'cost-answerer' }),
    createSignedInUser({ prefix: 'cost-voter' }),
  ]);
  const category = await writeCategory(asker, `${WORD} baking`);
  const cast: act.Cast = { asker, answerer, voter, category };
  await fillPages(asker, category);

  // The warm-up round: each member's first post, vote and badge happen here, not in the figures.
  // Its question, with two more answers and comments, is the question page measured below.
  const page = await round(meter, cast, 'warm-up');
  await thickenThread(cast, page.question, page.answerId);
  await meter.runs.quiet(QUIET_MS);

  const rounds: Record<ActionName, ActionSample>[] = [];
  for (let r = 1; r <= ROUNDS; r += 1)
    rounds.push((await round(meter, cast, `round ${r}`)).samples);

  // Page views.
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const stateDir = mkdtempSync(path.join(tmpdir(), 'queryhub-cost-'));
  const measuredPages = {} as Record<Page, MeasuredPage>;
  const pageRows: string[][] = [];
  const listenerRows: string[][] = [];
  try {
    const questionUrl = `/Questions/${category.id}/${page.question.id}/${urlText(page.question.text)}`;
    const pages: [Page, string, string, boolean][] = [
      ['home', 'home', '/', false],
      ['category', 'category', `/Category/${category.id}/${urlText(category.subject)}`, false],
      ['question', 'question (3 answers, 3 comments)', questionUrl, false],
      ['search', 'search results', `/Results/${WORD}`, false],
      ['questionSignedIn', 'question, signed in', questionUrl, true],
    ];
    await warmServer([`${ORIGIN}/`, `${ORIGIN}/Results/${WORD}`]);
    const state = await signedInState(
      browser,
      ORIGIN,
      { email: voter.email, password: voter.password },
      path.join(stateDir, 'state.json'),
    );
    await meter.runs.quiet(QUIET_MS);
    for (const [key, name, url, signedIn] of pages) {
      const marks = meter.mark();
      const visit = await visitPage(browser, ORIGIN + url, signedIn ? state : undefined);
      await meter.runs.quiet(QUIET_MS);
      const reading = meter.read(marks);
      // The in-page capture sees streaming responses too; the network's copy only finished ones.
      const traffic = pageTraffic(
        visit.channels.length > 0 ? visit.channels : visit.networkChannels,
      );
      const serverWrites = probedWrites(reading.probe).length;
      measuredPages[key] = {
        serverReads: billedReads(reading.probe),
        listenerReads: traffic.billedReads,
        writes: traffic.writes + serverWrites,
        invocations: reading.functions.length,
        billedSeconds: billedSeconds(reading.durationsMs),
        pgQueries: reading.pg.queries,
        bytes: visit.hostingBytes.all,
        htmlBytes: visit.hostingBytes.html,
      };
      pageRows.push([
        name,
        String(billedReads(reading.probe)),
        `${traffic.billedReads} (${traffic.targets.length} listeners, ${(traffic.listenChars / 1024).toFixed(0)} KB)`,
        String(traffic.writes + serverWrites),
        reading.functions.length
          ? `${reading.functions.length} (${[...new Set(reading.functions)].join(', ')})`
          : '0',
        String(reading.pg.queries),
        `${billedSeconds(reading.durationsMs).toFixed(1)} s`,
        `${(visit.hostingBytes.all / 1024).toFixed(0)} KB (HTML ${(visit.hostingBytes.html / 1024).toFixed(0)} KB)`,
      ]);
      listenerRows.push([
        name,
        `${visit.channels.length} in page / ${visit.networkChannels.length} on the network`,
        traffic.targets.map((t) => `${t.label}: ${t.docs}`).join('; '),
      ]);
    }
  } finally {
    await browser.close();
    rmSync(stateDir, { recursive: true, force: true });
  }

  await meter.close();

  console.log(`\nCost bench, commit ${commit}, ${new Date().toISOString().slice(0, 10)}`);
  printActions(rounds);
  printTable(
    'Per page view (fresh browser, empty cache)',
    [
      'page',
      'reads (server)',
      'reads (listeners)',
      'writes',
      'functions',
      'PG queries',
      'billed time',
      'hosting bytes, first visit',
    ],
    pageRows,
  );
  printTable(
    'Listeners per page: documents delivered to each',
    ['page', 'channel requests', 'listeners'],
    listenerRows,
  );
  printTable(
    'Index entries of the largest document written, by collection',
    ['collection', 'single-field', 'composite', 'total'],
    [...entriesByCollection]
      .sort((a, b) => b[1].single + b[1].composite - (a[1].single + a[1].composite))
      .map(([name, e]) => [
        name,
        String(e.single),
        String(e.composite),
        String(e.single + e.composite),
      ]),
  );
  printBill(rounds, measuredPages, precacheBytes(path.join(repoRoot, 'web', 'dist')));
}

await main();
process.exit(0);
