// The `ssr` codebase (firebase.json): one HTTPS function behind Hosting rewrites that renders the
// content pages, sitemap.xml and robots.txt. Loading this module imports firebase-functions
// only; React, the app and the Admin SDK load on the first request, so emulator start-up and
// deploy analysis stay fast.
import { onRequest } from 'firebase-functions/v2/https';

/** Must match the region of the rewrites in firebase.json. */
export const SSR_REGION = 'us-central1';

export const ssr = onRequest(
  // maxInstances bounds the search database connections (search-pool.ts; README, deploy).
  {
    region: SSR_REGION,
    memory: '512MiB',
    cpu: 1,
    concurrency: 80,
    timeoutSeconds: 30,
    maxInstances: 10,
  },
  async (request, response) => {
    const { handleRequest } = await import('./handle-request');
    await handleRequest(request, response);
  },
);
