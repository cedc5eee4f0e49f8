// A page view for the cost bench: a fresh Chromium context (an empty cache, so every listener reads
// its whole first result, as a first visit does) opens the page from the hosting emulator, which
// has the `ssr` function render it; the page then hydrates and its web SDK listeners attach. The
// visit ends once the Firestore channels have been quiet for a while.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { CAPTURE_CHANNELS, READ_CHANNELS, type ChannelEntry } from './web-channel.js';

/** No new channel traffic for this long: the page is done reading. */
const SETTLED_MS = 2_500;
/**
 * Firebase loads after the first paint (web/src/lib/first-page-paint.ts), then opens its
 * IndexedDB cache before the first listener: on a busy machine that takes seconds.
 */
const FIRST_LISTEN_MS = 20_000;
const MAX_VISIT_MS = 40_000;
/** A page's ssr call on a busy machine, the function's worker already warm (warmServer). */
const GOTO_TIMEOUT_MS = 90_000;

/**
 * The first call of the `ssr` function starts its worker and loads the renderer (seconds on a
 * busy machine), and its first search opens the database pool: both done before the visits, as a
 * running instance has them done.
 */
export async function warmServer(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const response = await fetch(url, { signal: AbortSignal.timeout(GOTO_TIMEOUT_MS) });
    await response.arrayBuffer();
  }
}

const CHANNEL_SIGNATURE = `(${READ_CHANNELS}).map((e) => e.text.length + ':' + e.body.length).join(',')`;

export interface Visit {
  channels: ChannelEntry[];
  /**
   * Response bytes from the site's own origin (Hosting, and the ssr function behind it) as sent
   * (compressed), the service worker's precache included; and those of the page's HTML alone.
   */
  hostingBytes: { all: number; html: number };
  /** Channel requests as the network saw them once finished: a check on the in-page capture. */
  networkChannels: ChannelEntry[];
}

export async function visitPage(
  browser: Browser,
  url: string,
  storageState?: string,
): Promise<Visit> {
  const options: BrowserContextOptions = storageState ? { storageState } : {};
  const context = await browser.newContext(options);
  const origin = new URL(url).origin;
  const bytes = { all: 0, html: 0 };
  const sizes: Promise<void>[] = [];
  const networkChannels: ChannelEntry[] = [];
  context.on('requestfinished', (request) => {
    const channel = /google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/.exec(request.url());
    if (channel) {
      sizes.push(
        (async () => {
          const response = await request.response();
          networkChannels.push({
            channel: channel[1] as ChannelEntry['channel'],
            body: request.postData() ?? '',
            text: response ? await response.text().catch(() => '') : '',
          });
        })(),
      );
      return;
    }
    if (!request.url().startsWith(origin)) return;
    sizes.push(
      request.sizes().then((size) => {
        const body = size.responseBodySize + size.responseHeadersSize;
        bytes.all += body;
        if (request.url() === url) bytes.html += body;
      }),
    );
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: CAPTURE_CHANNELS });
    const started = Date.now();
    await page.goto(url, { timeout: GOTO_TIMEOUT_MS });
    let signature = '';
    let stableSince = Date.now();
    while (Date.now() - started < MAX_VISIT_MS) {
      await sleep(250);
      const now = await page.evaluate<string>(CHANNEL_SIGNATURE);
      if (now === '') {
        if (Date.now() - started > FIRST_LISTEN_MS) break;
      } else if (now !== signature) {
        signature = now;
        stableSince = Date.now();
      } else if (Date.now() - stableSince >= SETTLED_MS) {
        break;
      }
    }
    const channels = await page.evaluate<ChannelEntry[]>(READ_CHANNELS);
    await Promise.allSettled(sizes);
    return { channels, hostingBytes: { ...bytes }, networkChannels };
  } finally {
    await context.close();
  }
}

/**
 * Signs the member in on /Login and keeps the session for fresh contexts, without Firestore's
 * own IndexedDB cache: a visit with it would resume its listeners and read less than a first one.
 */
export async function signedInState(
  browser: Browser,
  origin: string,
  user: { email: string; password: string },
  file: string,
): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/Login`);
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByRole('link', { name: 'Your profile' }).waitFor();
    // The IndexedDB part of the state is not in Playwright's declared type.
    const state = (await context.storageState({ indexedDB: true })) as {
      origins: { indexedDB?: { name: string }[] }[];
    };
    for (const origin of state.origins) {
      origin.indexedDB = origin.indexedDB?.filter((db) => !db.name.startsWith('firestore/'));
    }
    writeFileSync(file, JSON.stringify(state));
    return file;
  } finally {
    await context.close();
  }
}

/**
 * What the service worker downloads once per browser (and again for each changed file of a new
 * release): the files its precache manifest lists in the web build, gzip-compressed as Hosting
 * serves them. A fresh context's visit does not show all of it: the worker fetches in the
 * background.
 */
export function precacheBytes(distDir: string): number {
  const worker = path.join(distDir, 'service-worker.js');
  if (!existsSync(worker)) return 0;
  const urls = [...readFileSync(worker, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1] ?? '');
  return urls.reduce((sum, url) => {
    const file = path.join(distDir, url);
    return existsSync(file) ? sum + gzipSync(readFileSync(file)).length : sum;
  }, 0);
}
