import { createContext } from 'react';

/** The names the @-suggestions offer: the people on the page (askers, answerers, commenters). */
export const MentionCandidatesContext = createContext<readonly string[]>([]);
