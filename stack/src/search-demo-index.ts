// A start of the local stack rebuilds the search database from the Firestore data it imported
// (an import fires no trigger), so the mirror matches it: the demo data on a first start, the
// saved state later. It keeps the saved database instead when that was recorded as mirroring
// exactly this data (search-fingerprint.ts) and still holds as many posts as Firestore: a clean
// stop can leave trigger runs unfinished (a write acknowledged just before the stop), whose
// posts the mirror then lacks.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import { reindex } from '@queryhub/search';
import { firestorePages } from '@queryhub/functions/search-pages';
import pg from 'pg';
import { emulatorPorts, PROJECT_ID } from './firebase-config.js';

/**
 * Never fails the start: search then falls back to keywords until `npm run admin -- reindex`.
 * `recordedAsMirrored`: the saved database was recorded as mirroring the imported data.
 */
export async function indexImportedData(
  databaseUrl: string,
  recordedAsMirrored = false,
): Promise<void> {
  await indexAll(databaseUrl, recordedAsMirrored).catch((error: unknown) =>
    console.warn(
      `  Search: the demo data could not be indexed (${error instanceof Error ? error.message : String(error)}); ` +
        'run `npm run admin -- reindex`.',
    ),
  );
}

/** Whether the mirror holds as many live questions and answers as Firestore does. */
async function countsMatch(db: pg.Client, store: Firestore): Promise<boolean> {
  const { rows } = await db.query<{ kind: string; count: string }>(
    'SELECT kind, count(*) AS count FROM posts WHERE NOT deleted GROUP BY kind',
  );
  const mirrored = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  const [questions, answers] = await Promise.all(
    [COLLECTIONS.questions, COLLECTIONS.answers].map(
      async (name) => (await store.collection(name).count().get()).data().count,
    ),
  );
  return mirrored('question') === questions && mirrored('answer') === answers;
}

async function indexAll(databaseUrl: string, recordedAsMirrored: boolean): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const firestore = emulatorPorts(['firestore']).find((p) => p.name === 'firestore');
    process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore?.host}:${firestore?.port}`;
    const app =
      getApps().find((a) => a.name === 'search-index') ??
      initializeApp({ projectId: PROJECT_ID }, 'search-index');
    const store = getFirestore(app);
    if (recordedAsMirrored && (await countsMatch(db, store))) {
      console.log('  Search: the saved search database already mirrors the imported data.');
      return;
    }
    const counts = await reindex(db, {
      question: firestorePages(store, 'question'),
      answer: firestorePages(store, 'answer'),
    });
    if (counts.question + counts.answer > 0) {
      console.log(`  Search: indexed ${counts.question} questions and ${counts.answer} answers.`);
    }
  } finally {
    await db.end();
  }
}
