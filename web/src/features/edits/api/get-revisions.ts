import {
  COLLECTIONS,
  PAGE_SIZES,
  postCollection,
  readMillis,
  readString,
  type PostKind,
} from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { usePagedList, type PagedSource } from '@/lib/paged-list';

/** One edit of a post (`Revisions/{id}`, written by the update triggers). */
export interface Revision {
  id: string;
  userName: string;
  dateMillis: number | null;
  before: string;
  after: string;
  /** A close or reopen (onCloseVoteCreated): "Closed: Off-topic" or "Reopened"; '' for an edit. */
  note?: string;
  /** A question's tags before and after, when this edit changed them. */
  tags: { before: string[]; after: string[] } | null;
}

function readTags(value: unknown): string[] | null {
  return Array.isArray(value)
    ? value.filter((tag): tag is string => typeof tag === 'string')
    : null;
}

function toRevision(id: string, data: Record<string, unknown>): Revision {
  return {
    id,
    userName: readString(data, 'UserName'),
    dateMillis: readMillis(data.date),
    before: readString(data, 'Before'),
    after: readString(data, 'After'),
    note: readString(data, 'Note'),
    tags: tagChangeOf(data),
  };
}

function tagChangeOf(data: Record<string, unknown>): Revision['tags'] {
  const before = readTags(data.TagsBefore);
  const after = readTags(data.TagsAfter);
  return before && after ? { before, after } : null;
}

/** A post's revisions, newest first, PAGE_SIZES.revisions at a time. */
function revisionsSource(kind: PostKind, id: string): PagedSource<Revision> {
  return {
    pageSize: PAGE_SIZES.revisions,
    query: (sdk, db) =>
      catalogueQuery(sdk, db, 'revisions.ofPost.newest', `${postCollection(kind)}/${id}`),
    toItem: toRevision,
  };
}

/** A post's revisions, newest first: the first page live, then "Load more". */
export function useRevisions(kind: PostKind, id: string) {
  return usePagedList(
    `${COLLECTIONS.revisions}?Post=${postCollection(kind)}/${id}`,
    revisionsSource(kind, id),
  );
}
