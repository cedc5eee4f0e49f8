import { createContext } from 'react';
import type { QuestionView } from '@queryhub/model';

/**
 * The search the close dialog offers originals from: a hook from a draft text to similar
 * questions. The route provides the search feature's (features do not import each other); the
 * default finds nothing. It must stay the same function for the page's life (it is a hook).
 */
export type DuplicateSearch = (draft: string) => QuestionView[];

const findNothing: DuplicateSearch = () => [];

export const DuplicateSearchContext = createContext<DuplicateSearch>(findNothing);
