// The public API's category reads (Admin SDK): a page of categories, newest first (Home's order).
import { toCategorySummary } from '@queryhub/web/server';
import type { ReadPage } from './api-handler';
import { readListPage } from './api-list-read';
import type { PageRequest } from './api-params';
import { categoryListQuery } from './api-queries';

export function readCategoryList(
  page: PageRequest,
): Promise<ReadPage<{ id: string; subject: string; dateMillis: number | null }>> {
  return readListPage(categoryListQuery(), page, toCategorySummary, ['Subject', 'date']);
}
