// The public API's tag reads (Admin SDK): a page of the tags visible questions carry, the most
// used first (the tag index's order; `Tags/{tag}` counts are kept by the tag trigger).
import { readNumber } from '@queryhub/model';
import type { ReadPage } from './api-handler';
import { readListPage } from './api-list-read';
import type { PageRequest } from './api-params';
import { tagListQuery } from './api-queries';

export function readTagList(
  page: PageRequest,
): Promise<ReadPage<{ tag: string; questionCount: number }>> {
  return readListPage(
    tagListQuery(),
    page,
    (id, data) => ({ tag: id, questionCount: readNumber(data, 'QuestionCount') }),
    ['QuestionCount'],
  );
}
