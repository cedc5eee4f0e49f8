import { readString } from '@queryhub/model';
import { useDocumentOnce } from '@/hooks/use-document-once';

export interface CategoryRef {
  id: string;
  subject: string;
}

export function toCategoryRef(id: string, data: Record<string, unknown>): CategoryRef {
  return { id, subject: readString(data, 'Subject') };
}

/** The category a question is asked in, read once: its exact Subject is copied into the question. */
export function useCategory(categoryId: string) {
  return useDocumentOnce('categories', categoryId, toCategoryRef);
}
