import { adminCallable, noInput } from './admin-callable';

export const rebuildSearchKeywordsCallable = adminCallable('rebuildSearchKeywords', {
  parse: noInput,
  run: async (_input, db) => {
    // Loaded on first use: it brings the Markdown renderer.
    const { rebuildSearchKeywords } = await import('../maintenance/rebuild-search-keywords.js');
    return rebuildSearchKeywords(db);
  },
});
