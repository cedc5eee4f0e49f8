// Lighthouse (mobile) against the production build served by the hosting emulator with demo
// data, on four pages, next to the physical limit: a static HTML page of the same size.
import { COLLECTIONS } from '@queryhub/model';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '@queryhub/e2e/find-chromium';

const ORIGIN = 'http://127.0.0.1:5000';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  lcpElement: string;
}

const reportsDir = path.join(repoRoot, 'bench', 'results', 'lighthouse');

const hyphenate = (text: string): string => encodeURIComponent(text.trim().replace(/\s+/g, '-'));

/** Picks real pages from the demo data: the first category, one of its questions, a search. */
async function demoPages(): Promise<Record<string, string>> {
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-queryhub' });
  const db = getFirestore(app);
  const question = (
    await db.collection(COLLECTIONS.questions).orderBy('date', 'desc').limit(1).get()
  ).docs[0];
  if (!question)
    throw new Error('No demo questions: run the benchmark with the demo data imported.');
  const q = question.data() as { CatID: string; Category: string; Question: string };
  return {
    home: '/',
    category: `/Category/${q.CatID}/${hyphenate(q.Category)}`,
    question: `/Questions/${q.CatID}/${question.id}/${hyphenate(q.Question)}`,
    results: '/Results/how-to',
  };
}

/** The LCP element as Lighthouse describes it (its node label or a snippet of its HTML). */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return (node?.nodeLabel ?? node?.snippet ?? '?').slice(0, 40);
}

/** Runs per page (LIGHTHOUSE_RUNS, default 3); the run with the median performance score counts. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Extra attempts when Lighthouse itself fails to record a run (e.g. NO_NAVSTART). */
const RETRIES = 2;

async function auditOnce(name: string, url: string, port: number): Promise<PageFigures | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // The full report, for a closer look (bench/results/ is not committed).
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) {
    console.warn(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}; trying again`);
    return null;
  }
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageFigures['scores'];
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    lcpElement: lcpElementOf(lhr),
  };
}

/** `RUNS` measured runs of one page; the figures of the run with the median performance score. */
async function audit(name: string, url: string, port: number): Promise<PageFigures> {
  // Warm first, as a page is in steady use (and as the CDN would serve it): the ssr function's
  // first request after start loads its renderer, and Firestore's first reads are cold.
  for (let warmUp = 0; warmUp < 2; warmUp += 1) await (await fetch(url)).arrayBuffer();
  const runs: PageFigures[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + RETRIES; attempt += 1) {
    const figures = await auditOnce(`${name}-${runs.length + 1}`, url, port);
    if (figures) runs.push(figures);
  }
  if (runs.length === 0) throw new Error(`Lighthouse failed on every run of ${url}`);
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error('unreachable: no runs');
  const perf = runs.map((run) => run.scores.performance).join('/');
  return { ...median, lcpElement: `${median.lcpElement.slice(0, 28)} (perf ${perf})` };
}

function tableRow(figures: PageFigures): Record<string, string | number> {
  return {
    perf: figures.scores.performance,
    a11y: figures.scores.accessibility,
    'best pr.': figures.scores['best-practices'],
    seo: figures.scores.seo,
    'LCP ms': Math.round(figures.lcpMs),
    'TBT ms': Math.round(figures.tbtMs),
    CLS: Number(figures.cls.toFixed(3)),
    KB: Math.round(figures.bytes / 1024),
    'LCP element': figures.lcpElement,
  };
}

/** A static page of `bytes` bytes with a heading as its largest contentful paint. */
function staticPage(bytes: number): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Static</title><meta name="description" content="Static reference page"></head><body><h1>QueryHub static reference page</h1><p>';
  const tail = '</p></body></html>';
  return head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
}

const pages = await demoPages();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
});
const staticDir = path.join(repoRoot, 'web', 'dist', '__bench');
try {
  const rows: Record<string, Record<string, string | number>> = {};
  let homeLcp = Number.NaN;
  let homeBytes = 0;
  for (const [name, route] of Object.entries(pages)) {
    const figures = await audit(name, ORIGIN + route, chrome.port);
    if (name === 'home') {
      homeLcp = figures.lcpMs;
      homeBytes = figures.bytes;
    }
    rows[`${name} ${decodeURIComponent(route).slice(0, 40)}`] = tableRow(figures);
  }
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(path.join(staticDir, 'static.html'), staticPage(homeBytes));
  const reference = await audit('static', `${ORIGIN}/__bench/static.html`, chrome.port);
  rows['static page, same bytes'] = tableRow(reference);
  console.log(
    `\nLighthouse, mobile, median of ${RUNS} runs per page (targets: perf ≥ 95, a11y 100, best practices ≥ 95, SEO ≥ 90, LCP ≤ 1500 ms, TBT ≤ 50 ms)`,
  );
  console.table(rows);
  console.log(`Home LCP / static page LCP: ${(homeLcp / reference.lcpMs).toFixed(2)}×`);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  chrome.kill();
}
