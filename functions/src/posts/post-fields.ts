import type { ReadTime, UserDoc } from '@queryhub/model';

/**
 * The author's name a post or category stores: the author's current displayName, else the name
 * it already carries (a legacy document whose author record is gone).
 */
export function authorDisplayName(
  author: UserDoc<ReadTime> | null,
  stored: { UserName?: string },
): string {
  if (author && author.displayName !== '') return author.displayName;
  return stored.UserName ?? '';
}
