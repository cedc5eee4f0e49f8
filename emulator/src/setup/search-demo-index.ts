// The first start of the local stack indexes the demo data into the new search database (the
// imported Firestore data fires no trigger).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import { mirrorIsEmpty, reindex } from '@queryhub/search';
import { firestorePages } from '@queryhub/functions/src/search/firestore-pages';
import pg from 'pg';
import { emulatorPorts, PROJECT_ID } from './firebase-config.js';

/** Never fails the start: search then falls back to keywords until `npm run admin -- reindex`. */
export async function indexDemoDataIfEmpty(databaseUrl: string): Promise<void> {
  await indexIfEmpty(databaseUrl).catch((error: unknown) =>
    console.warn(
      `  Search: the demo data could not be indexed (${error instanceof Error ? error.message : String(error)}); ` +
        'run `npm run admin -- reindex`.',
    ),
  );
}

async function indexIfEmpty(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if (!(await mirrorIsEmpty(db))) return;
    const firestore = emulatorPorts(['firestore']).find((p) => p.name === 'firestore');
    process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore?.host}:${firestore?.port}`;
    const app =
      getApps().find((a) => a.name === 'search-index') ??
      initializeApp({ projectId: PROJECT_ID }, 'search-index');
    const store = getFirestore(app);
    const counts = await reindex(db, {
      question: firestorePages(store, COLLECTIONS.questions),
      answer: firestorePages(store, COLLECTIONS.answers),
    });
    if (counts.question + counts.answer > 0) {
      console.log(
        `  Search: indexed ${counts.question} questions and ${counts.answer} answers of the demo data.`,
      );
    }
  } finally {
    await db.end();
  }
}
