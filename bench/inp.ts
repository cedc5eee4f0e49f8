// Interaction to Next Paint and "load → effect" on the server-rendered pages, in Chromium with
// the CPU slowed 4× (Lighthouse's mobile profile), next to a static page with the same controls.
// Each visit is a fresh browser context: the page opens, the control is clicked the moment the
// load event has fired, and the bench records
//   - load → effect: from the load event until the click's effect is on screen (the dialog, the
//     pressed Follow button, the focused search box); a click that is lost never has one;
//   - INP of the visit: the longest interaction (Event Timing) of that visit, which includes
//     this early click and a second click on the same control once the page is idle.
// Runs per control: INP_RUNS (default 10). Needs the stack with the demo data (bench/README.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { COLLECTIONS } from '@queryhub/model';
import { CHROMIUM_ARGS, findChromium } from '@queryhub/e2e/find-chromium';
import { adminDb, createUser } from '@queryhub/testkit';
import { percentile, printTable } from './lib/stats.js';

const ORIGIN = 'http://127.0.0.1:5000';
const RUNS = Math.max(1, Number(process.env.INP_RUNS ?? 10));
const CPU_SLOWDOWN = 4;
/** How long a click's effect may take before the bench counts the click as lost. */
const LOST_AFTER_MS = 15_000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(repoRoot, 'web', 'dist', '__bench');

type Effect = 'dialog' | 'pressed' | 'focused';

interface Interaction {
  name: string;
  url: string;
  /** Finds the control the user clicks. */
  control: (page: Page) => ReturnType<Page['getByRole']>;
  effect: Effect;
  signedIn: boolean;
}

const hyphenate = (text: string): string => encodeURIComponent(text.trim().replace(/\s+/g, '-'));

async function demoQuestionUrl(): Promise<string> {
  const question = (
    await adminDb().collection(COLLECTIONS.questions).orderBy('date', 'desc').limit(1).get()
  ).docs[0];
  if (!question) throw new Error('No demo questions: run the bench with the demo data imported.');
  const q = question.data() as { CatID: string; Question: string };
  return `/Questions/${q.CatID}/${question.id}/${hyphenate(q.Question)}`;
}

/** The static peer: the same three controls, made live by a plain external script. */
function writeStaticPage(): void {
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(
    path.join(staticDir, 'inp.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Static</title><script src="/__bench/inp.js" defer></script></head><body>' +
      '<input type="search" aria-label="Search questions and answers">' +
      '<section aria-label="Question"><button type="button">Upvote</button></section>' +
      '<button type="button" aria-pressed="false">Follow question</button></body></html>',
  );
  writeFileSync(
    path.join(staticDir, 'inp.js'),
    "document.querySelector('section button').addEventListener('click',()=>{" +
      "const d=document.createElement('div');d.setAttribute('role','alertdialog');" +
      "d.textContent='Please Login To Vote!';document.body.append(d)});" +
      "const f=document.querySelector('[aria-pressed]');f.addEventListener('click',()=>" +
      "f.setAttribute('aria-pressed',String(f.getAttribute('aria-pressed')!=='true')));",
  );
}

// The in-page scripts are plain text: tsx compiles functions with a `__name` helper that does
// not exist in the page, so page.evaluate cannot take them as functions (and the CSP forbids
// the eval behind a string predicate of waitForFunction).

/** Records every interaction's Event Timing duration, from the start of the page. */
const RECORD_INTERACTIONS = `(() => {
  const durations = new Map();
  const note = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) || 0, entry.duration));
    }
  };
  new PerformanceObserver(note).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(note).observe({ type: 'first-input', buffered: true });
  window.benchInteractions = durations;
})()`;

/** Resolves (in page time) when the effect is on screen. */
function watchEffect(effect: Effect): string {
  return `new Promise((resolve) => {
    const effect = ${JSON.stringify(effect)};
    const seen = () => {
      if (effect === 'dialog') return document.querySelector('[role="alertdialog"]') !== null;
      if (effect === 'focused') return document.activeElement?.getAttribute('type') === 'search';
      return Array.from(document.querySelectorAll('button[aria-pressed="true"]')).some((button) =>
        button.textContent.includes('Follow question'));
    };
    const check = () => (seen() ? resolve(performance.now()) : requestAnimationFrame(check));
    check();
  })`;
}

interface Visit {
  loadToEffectMs: number | null;
  inpMs: number;
}

async function visit(browser: Browser, interaction: Interaction, state?: string): Promise<Visit> {
  const options: BrowserContextOptions = state ? { storageState: state } : {};
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_INTERACTIONS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(ORIGIN + interaction.url);
    const effect = page.evaluate<number>(watchEffect(interaction.effect));
    await interaction.control(page).click();
    const effectAt = await Promise.race([
      effect,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), LOST_AFTER_MS)),
    ]);
    const loadAt = await page.evaluate<number>(
      "performance.getEntriesByType('navigation')[0].loadEventStart",
    );
    // Once idle, the same control again (closing the dialog first), as a reader goes on.
    await page.waitForTimeout(3000);
    const ok = page.getByRole('button', { name: 'OK' });
    if (await ok.isVisible()) await ok.click();
    await interaction.control(page).click();
    if (interaction.effect === 'pressed') {
      await page.getByRole('button', { name: 'Follow question', pressed: false }).waitFor();
    }
    await page.waitForTimeout(500);
    const durations = await page.evaluate<number[]>('[...window.benchInteractions.values()]');
    return {
      loadToEffectMs: effectAt === null ? null : effectAt - loadAt,
      // Interactions under 16 ms are not reported; count them as 16.
      inpMs: Math.max(16, ...durations),
    };
  } finally {
    await context.close();
  }
}

/** Signs a demo reader in once and keeps the session (IndexedDB included) for fresh contexts. */
async function signedInState(browser: Browser): Promise<string> {
  const user = await createUser({ prefix: 'inp-bench' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/Login`);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('link', { name: 'Your profile' }).waitFor();
  const file = path.join(staticDir, 'state.json');
  await context.storageState({ path: file, indexedDB: true });
  await context.close();
  return file;
}

function row(name: string, visits: Visit[]): string[] {
  const effects = visits.flatMap((v) => (v.loadToEffectMs === null ? [] : [v.loadToEffectMs]));
  const lost = visits.length - effects.length;
  return [
    name,
    `${Math.round(
      percentile(
        visits.map((v) => v.inpMs),
        75,
      ),
    )} ms`,
    `${Math.round(Math.max(...visits.map((v) => v.inpMs)))} ms`,
    `${Math.round(percentile(effects, 50))} ms`,
    `${Math.round(percentile(effects, 95))} ms`,
    `${lost} of ${visits.length}`,
  ];
}

writeStaticPage();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const questionUrl = await demoQuestionUrl();
  const interactions: Interaction[] = [
    {
      name: 'vote, visitor (question page)',
      url: questionUrl,
      control: (page) =>
        page.getByRole('region', { name: 'Question' }).getByRole('button', { name: 'Upvote' }),
      effect: 'dialog',
      signedIn: false,
    },
    {
      name: 'follow, signed in (question page)',
      url: questionUrl,
      control: (page) => page.getByRole('button', { name: 'Follow question' }),
      effect: 'pressed',
      signedIn: true,
    },
    {
      name: 'search box (home page)',
      url: '/',
      control: (page) => page.getByRole('searchbox', { name: 'Search questions and answers' }),
      effect: 'focused',
      signedIn: false,
    },
  ];
  const state = await signedInState(browser);
  const rows: string[][] = [];
  for (const interaction of interactions) {
    const staticPeer = { ...interaction, url: '/__bench/inp.html', signedIn: false };
    const visits: Visit[] = [];
    const peers: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      visits.push(await visit(browser, interaction, interaction.signedIn ? state : undefined));
      peers.push(await visit(browser, staticPeer));
    }
    rows.push(row(interaction.name, visits), row('  static page, same control', peers));
  }
  printTable(
    `INP and load → effect, Chromium, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} fresh visits per control (targets: INP p75 ≤ 200 ms, no click lost)`,
    ['click', 'INP p75', 'INP max', 'load → effect p50', 'p95', 'lost'],
    rows,
  );
} finally {
  await browser.close();
  rmSync(staticDir, { recursive: true, force: true });
}
