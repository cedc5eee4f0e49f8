// What a fault test or a bench asks the running stack's search database, without a search
// client of its own: which posts it mirrors.
import pg from 'pg';
import type { PostKind } from '@queryhub/model';
import { SEARCH_DATABASE_URL } from './postgres-service.js';

/** Of `ids`, those the search database holds as live (not deleted) posts of `kind`. */
export async function mirroredPostIds(
  kind: PostKind,
  ids: string[],
  url: string = SEARCH_DATABASE_URL,
): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ post_id: string }>(
      'SELECT post_id FROM posts WHERE kind = $1 AND NOT deleted AND post_id = ANY($2::text[])',
      [kind, ids],
    );
    return rows.map((row) => row.post_id);
  } finally {
    await db.end();
  }
}
