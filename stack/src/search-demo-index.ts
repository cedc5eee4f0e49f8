// Every start of the local stack rebuilds the search database from the Firestore data it
// imported (an import fires no trigger), so the mirror always matches it: the demo data on a
// first start, the saved state later (a few hundred posts: well under a second).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import { reindex } from '@queryhub/search';
import { firestorePages } from '@queryhub/functions/src/search/firestore-pages';
import pg from 'pg';
import { emulatorPorts, PROJECT_ID } from './firebase-config.js';

/** Never fails the start: search then falls back to keywords until `npm run admin -- reindex`. */
export async function indexImportedData(databaseUrl: string): Promise<void> {
  await indexAll(databaseUrl).catch((error: unknown) =>
    console.warn(
      `  Search: the demo data could not be indexed (${error instanceof Error ? error.message : String(error)}); ` +
        'run `npm run admin -- reindex`.',
    ),
  );
}

async function indexAll(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
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
      console.log(`  Search: indexed ${counts.question} questions and ${counts.answer} answers.`);
    }
  } finally {
    await db.end();
  }
}
