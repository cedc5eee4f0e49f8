// `npm run admin -- migrate-search | reindex`: the search database's schema and a rebuild of its
// mirror from Firestore. The database: QUERYHUB_SEARCH_DATABASE_URL, else the Cloud SQL instance
// of SEARCH_SQL_INSTANCE / SEARCH_SQL_USER (README, deploy); against the emulators, the local
// stack's server.
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createSearchPool, reindex, searchSettingsFromEnv } from '@queryhub/search';
import { applySchema } from '@queryhub/search/schema';
import { firestorePages } from '../../src/search/firestore-pages';
import type { SearchCommand } from './args';
import { AdminCliError, type Target } from './target';

/** The local stack's search database (stack/src/postgres-service.ts). */
const LOCAL_SEARCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5439/queryhub';

export async function runSearchCommand(
  action: SearchCommand,
  app: App,
  target: Target,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (target.emulated) env.QUERYHUB_SEARCH_DATABASE_URL ??= LOCAL_SEARCH_DATABASE_URL;
  const pool = await createSearchPool(searchSettingsFromEnv(env, 2));
  if (!pool) {
    throw new AdminCliError(
      'No search database is configured: set SEARCH_SQL_INSTANCE and SEARCH_SQL_USER (or QUERYHUB_SEARCH_DATABASE_URL).',
    );
  }
  try {
    await applySchema(pool);
    console.log('The search schema is up to date.');
    if (action === 'migrate-search') return;
    const store = getFirestore(app);
    const started = Date.now();
    const counts = await reindex(
      pool,
      {
        question: firestorePages(store, 'question'),
        answer: firestorePages(store, 'answer'),
      },
      ({ kind, indexed }) => console.log(`  ${kind}s indexed: ${indexed}`),
    );
    console.log(
      `Reindexed ${counts.question} questions and ${counts.answer} answers in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await pool.end();
  }
}
