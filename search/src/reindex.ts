// Rebuilds the mirror from the source of truth, page by page (`npm run admin -- reindex`, and the
// local stack's first start). Writes follow the same ordering rule as the triggers, so triggers
// running meanwhile are never undone.
import type { PostKind } from '@queryhub/model';
import type { Queryable } from './database.js';
import { refreshLexicon, upsertPost } from './mirror.js';
import { toPostRow } from './post-row.js';

export interface SourcePost {
  id: string;
  data: Record<string, unknown>;
  updatedAt: Date;
}

export interface ReindexProgress {
  kind: PostKind;
  indexed: number;
}

/**
 * Upserts every post the pages hold, then removes rows of posts that no longer exist (older than
 * the rebuild's start) and recounts the lexicon. Returns how many posts were read per kind.
 */
export async function reindex(
  db: Queryable,
  pages: Record<PostKind, AsyncIterable<SourcePost[]>>,
  onProgress: (progress: ReindexProgress) => void = () => undefined,
): Promise<Record<PostKind, number>> {
  const started = new Date();
  const counts: Record<PostKind, number> = { question: 0, answer: 0 };
  for (const kind of ['question', 'answer'] as const) {
    const seen: string[] = [];
    for await (const page of pages[kind]) {
      for (const post of page) {
        await upsertPost(db, toPostRow(kind, post.id, post.data, post.updatedAt));
        seen.push(post.id);
      }
      counts[kind] += page.length;
      onProgress({ kind, indexed: counts[kind] });
    }
    await db.query(
      `DELETE FROM posts WHERE kind = $1 AND source_updated_at < $2 AND NOT (post_id = ANY($3::text[]))`,
      [kind, started, seen],
    );
  }
  await refreshLexicon(db);
  return counts;
}
