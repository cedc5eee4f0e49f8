import { PAGE_SIZES, readMillis, readString } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { dataKeys } from '@/lib/data-keys';
import { usePagedList, type PagedSource } from '@/lib/paged-list';

export interface CategorySummary {
  id: string;
  subject: string;
  userName: string;
  dateMillis: number | null;
}

/** One `Categories` document as a card shows it. */
export function toCategorySummary(id: string, data: Record<string, unknown>): CategorySummary {
  return {
    id,
    subject: readString(data, 'Subject'),
    userName: readString(data, 'UserName'),
    dateMillis: readMillis(data.date),
  };
}

/** `Categories` newest first, PAGE_SIZES.categories at a time (scales to any number). */
export const categoriesSource: PagedSource<CategorySummary> = {
  pageSize: PAGE_SIZES.categories,
  query: (sdk, db) => catalogueQuery(sdk, db, 'categories.newest'),
  toItem: toCategorySummary,
};

/** The categories, newest first: the first page live, then "Load more". */
export function useCategories() {
  return usePagedList(dataKeys.categories(), categoriesSource);
}
