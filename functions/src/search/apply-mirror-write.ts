// Applies one Questions or Answers write to the search mirror.
import { deletePost, upsertPost } from '@queryhub/search';
import { mirrorAction, type PostWrite } from './mirror-action';
import { searchPool } from './search-pool';

/** Returns false when no search database is configured (search then uses keywords only). */
export async function applyMirrorWrite(write: PostWrite): Promise<boolean> {
  const db = await searchPool();
  if (!db) return false;
  const action = mirrorAction(write);
  if (action.type === 'upsert') await upsertPost(db, action.row);
  else await deletePost(db, action.kind, action.postId, action.at);
  return true;
}
