// The Cache-Control values of the `ssr` function's responses. Firebase Hosting caches a
// function's response at the edge only when it says so; everything served here is the same for
// every visitor (signed out; the header fills in on the client), so it may be shared.

/** Pages, feeds, /llms.txt and Markdown views. */
export const CACHE_PAGE = 'public, max-age=60, s-maxage=300';
export const CACHE_NOT_FOUND = 'public, max-age=60, s-maxage=60';
export const CACHE_ERROR = 'no-store';
