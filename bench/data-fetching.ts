// Data fetching, ours or a library's: what each would add to the initial JS for `/`,
// what the server-rendered page would carry, and how many lines our mechanism is.
// - Bundle: each option's hooks, minified by esbuild (splitting on, so the Firebase SDK that
//   web/src/lib/firebase.ts loads with import() stays out), beside React and react-dom/client;
//   the figure is the initial closure's gzip (level 9, 1 KB = 1,000 bytes, as the budget) minus
//   that of React alone. TanStack Query adds the smallest listener adapter that would do our
//   useSubscription's job (onSnapshot into the cache, unsubscribed on unmount).
// - reactfire is measured when it can be resolved (it is no dependency): set REACTFIRE_DIR to a
//   folder where `npm install --no-save --legacy-peer-deps reactfire` ran.
// - Hydration: our JSON block (`qh-initial-data`) against TanStack's dehydrate() of the same
//   data, for a home page (30 categories) and a question page (20 answers, 21 comment lists).
// Run: node --import tsx bench/data-fetching.ts
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { COLLECTIONS, toAnswerView, toCommentView, toQuestionView } from '@queryhub/model';
import { printTable } from './lib/stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'web/src/lib');
const reactfireDir = process.env.REACTFIRE_DIR;
const require = createRequire(path.join(root, 'package.json'));

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;

// What every option keeps: React, the hydration entry point, the lazy SDK loader and the reader
// of the server's data block (all already in the initial JS).
const REACT = `export { createContext, useContext, useEffect, useState } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { loadFirestore } from '${lib}/firebase.ts';
export { InitialDataContext, readInitialData } from '${lib}/initial-data.ts';`;

// The smallest TanStack equivalent of useSubscription: the listener writes into the cache, the
// query itself never fetches; initial (server) data through initialData or a HydrationBoundary.
const TANSTACK_ADAPTER = `
import { useEffect } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
export function useLiveQuery(queryKey, subscribe, initialData) {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  useEffect(() => {
    let active = true;
    let stop;
    const fail = (error) => {
      if (active) client.getQueryCache().find({ queryKey, exact: true })?.setState({ status: 'error', error });
    };
    subscribe((data) => { if (active) client.setQueryData(queryKey, data); }, fail).then(
      (unsubscribe) => { if (active) stop = unsubscribe; else unsubscribe(); }, fail);
    return () => { active = false; stop?.(); };
  }, [hash]);
  return useQuery({ queryKey, queryFn: () => new Promise(() => {}), enabled: false,
    staleTime: Infinity, initialData });
}`;

interface Option {
  name: string;
  files: Record<string, string>;
  /** Only measured when this resolves. */
  needs?: string;
  /** Left out of the bundle (not counted). */
  external?: string[];
}

const options: Option[] = [
  { name: 'reference: React, SDK loader, data block', files: { 'entry.js': REACT } },
  {
    name: 'ours: useSubscription, usePagedList',
    files: {
      'entry.js': `${REACT}
export { useSubscription } from '${lib}/subscription.ts';
export { usePagedList } from '${lib}/paged-list.ts';`,
    },
  },
  {
    name: 'TanStack Query: hooks and HydrationBoundary only',
    needs: '@tanstack/react-query',
    files: {
      'entry.js': `${REACT}
export { QueryClient, QueryClientProvider, useQuery, useInfiniteQuery, HydrationBoundary } from '@tanstack/react-query';`,
    },
  },
  {
    name: 'TanStack Query + listener adapter',
    needs: '@tanstack/react-query',
    files: {
      'adapter.js': TANSTACK_ADAPTER,
      'entry.js': `${REACT}
export { QueryClient, QueryClientProvider, useInfiniteQuery, HydrationBoundary } from '@tanstack/react-query';
export { useLiveQuery } from './adapter.js';`,
    },
  },
  {
    // reactfire's hooks take SDK instances from its providers during render, so the Firestore
    // SDK (with the persistent cache the app uses) must be loaded before the first page renders.
    name: 'reactfire: providers + Firestore hooks (SDK static)',
    needs: 'reactfire',
    files: {
      'entry.js': `${REACT}
export { FirebaseAppProvider, FirestoreProvider, useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
export { initializeApp } from 'firebase/app';
export { initializeFirestore, persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';`,
    },
  },
  {
    name: 'reactfire alone (firebase/* not counted)',
    needs: 'reactfire',
    external: ['firebase', 'firebase/*'],
    files: {
      'entry.js': `${REACT}
export { FirebaseAppProvider, FirestoreProvider, useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';`,
    },
  },
];

function resolvable(name: string): boolean {
  const paths = [root, ...(reactfireDir ? [reactfireDir] : [])];
  try {
    require.resolve(name, { paths });
    return true;
  } catch {
    return false;
  }
}

/** Gzip bytes of the entry chunk and every chunk it imports statically (dynamic ones left out). */
async function initialGzip(option: Option): Promise<{ raw: number; gzip: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qh-data-fetching-'));
  try {
    for (const [name, text] of Object.entries(option.files))
      writeFileSync(path.join(dir, name), text);
    const result = await build({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: 'es2022',
      platform: 'browser',
      outdir: path.join(dir, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: option.external ?? [],
      jsx: 'automatic',
      tsconfig: path.join(root, 'web/tsconfig.json'),
      nodePaths: [
        path.join(root, 'node_modules'),
        ...(reactfireDir ? [path.join(reactfireDir, 'node_modules')] : []),
      ],
      define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    });
    const outputs = result.metafile.outputs;
    const byPath = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
    const entry = Object.keys(outputs).find((key) => outputs[key]?.entryPoint);
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of outputs[key]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
      }
    };
    if (entry) visit(entry);
    let raw = 0;
    let zipped = 0;
    for (const key of seen) {
      const contents = byPath.get(path.resolve(key)) ?? new Uint8Array();
      raw += contents.length;
      zipped += gzip(contents);
    }
    return { raw, gzip: zipped };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bundleFigures(): Promise<void> {
  const rows: string[][] = [];
  let reference = 0;
  for (const option of options) {
    if (option.needs && !resolvable(option.needs)) {
      rows.push([option.name, 'not installed', '', '']);
      continue;
    }
    const size = await initialGzip(option);
    if (!option.needs && rows.length === 0) reference = size.gzip;
    rows.push([
      option.name,
      kb(size.raw),
      kb(size.gzip),
      rows.length === 0 ? '' : `+${kb(size.gzip - reference)}`,
    ]);
  }
  printTable('Initial JS (minified, gzip 9)', ['option', 'raw', 'gzip', 'added'], rows);
}

// Hydration payloads, made with the app's own view parsers from plausible documents.
const date = { toMillis: () => Date.UTC(2026, 10, 20, 12) };
// Text from a seeded 500-word vocabulary (mulberry32), so it compresses about as prose does.
let seed = 20261130;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (n: number) => Math.floor(random() * n);
const vocabulary = Array.from({ length: 500 }, () =>
  Array.from({ length: 2 + pick(8) }, () => String.fromCharCode(97 + pick(26))).join(''),
);
const words = (count: number) =>
  Array.from({ length: count }, () => vocabulary[pick(vocabulary.length)]).join(' ');
const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(18, '0')}`;

function homeData(): Record<string, unknown> {
  const categories = Array.from({ length: 30 }, (_, i) => ({
    id: id('c', i),
    subject: `Category ${i} ${words(3)}`,
    userName: `member${i}`,
    dateMillis: date.toMillis(),
  }));
  return { [COLLECTIONS.categories]: categories };
}

function questionData(): Record<string, unknown> {
  const questionId = id('q', 1);
  const question = toQuestionView(questionId, {
    Question: words(12),
    Category: 'Programming',
    CatID: 'programming',
    UserName: 'bruno',
    uid: id('u', 1),
    Html: `<p>${words(60)}</p>`,
    date,
    Score: 3,
    AnswerCount: 20,
    Tags: ['react', 'firebase'],
  });
  const answers = Array.from({ length: 20 }, (_, i) =>
    toAnswerView(id('a', i), {
      Answer: words(60),
      Html: `<p>${words(60)}</p>`,
      Question: question.question,
      QuestionID: questionId,
      CatID: 'programming',
      UserName: `member${i}`,
      uid: id('u', i),
      date,
      Score: i,
    }),
  );
  const data: Record<string, unknown> = {
    [`${COLLECTIONS.questions}/${questionId}`]: question,
    [`${COLLECTIONS.answers}?QuestionID=${questionId}`]: answers,
  };
  for (const postId of [questionId, ...answers.map((answer) => answer.id)]) {
    data[`${COLLECTIONS.comments}?PostID=${postId}`] = Array.from({ length: 2 }, (_, i) =>
      toCommentView(`${postId}-${i}`, {
        PostID: postId,
        QuestionID: questionId,
        uid: id('u', i),
        UserName: `member${i}`,
        Comment: words(15),
        date,
      }),
    );
  }
  return data;
}

interface QueryCore {
  QueryClient: new () => {
    setQueryData(key: unknown[], data: unknown): void;
  };
  dehydrate(client: unknown): unknown;
}

async function hydrationFigures(): Promise<void> {
  if (!resolvable('@tanstack/query-core')) {
    console.log('\nHydration: @tanstack/query-core not installed');
    return;
  }
  const core = (await import(
    pathToFileURL(require.resolve('@tanstack/query-core')).href
  )) as QueryCore;
  const rows: string[][] = [];
  for (const [page, data] of [
    ['home (30 categories)', homeData()],
    ['question (20 answers, 21 comment lists)', questionData()],
  ] as const) {
    const ours = JSON.stringify(data);
    const client = new core.QueryClient();
    for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);
    const dehydrated = JSON.stringify(core.dehydrate(client));
    rows.push([
      page,
      String(Object.keys(data).length),
      `${kb(ours.length)} / ${kb(gzip(ours))}`,
      `${kb(dehydrated.length)} / ${kb(gzip(dehydrated))}`,
    ]);
  }
  printTable(
    'Hydration data in the page (raw / gzip)',
    ['page', 'keys', 'ours (qh-initial-data)', 'TanStack dehydrate()'],
    rows,
  );
}

/** Lines, and lines of code (neither blank nor only a comment). */
function lineFigures(): void {
  const files = [
    'web/src/lib/subscription.ts',
    'web/src/lib/paged-list.ts',
    'web/src/lib/initial-data.ts',
    'web/src/lib/__tests__/subscription.test.tsx',
    'web/src/lib/__tests__/paged-list.test.tsx',
  ];
  const rows = files
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      if (lines.at(-1) === '') lines.pop();
      const code = lines.filter((line) => {
        const trimmed = line.trim();
        return trimmed !== '' && !/^(\/\/|\/\*|\*)/.test(trimmed);
      });
      return [file, String(lines.length), String(code.length)];
    });
  rows.push([
    'TanStack listener adapter (this file, minimal)',
    String(TANSTACK_ADAPTER.trim().split('\n').length),
    '',
  ]);
  printTable('Our mechanism', ['file', 'lines', 'code'], rows);
}

await bundleFigures();
await hydrationFigures();
lineFigures();
