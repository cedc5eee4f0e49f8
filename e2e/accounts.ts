// Browser helpers for the account flows: the Auth emulator's mailed codes as links,
// and provider sign-in sessions.
import { expect, type Page } from '@playwright/test';
import { actionPath, latestOobCode, urlOf, type OobCode } from '@queryhub/testkit';

/** The web app's API key for the demo project (web/src/config/env.ts). */
const DEMO_API_KEY = 'demo-key';

/**
 * Opens the link of the newest code of `requestType` mailed to `email`, on the app's origin, and
 * returns the code (the emulator forgets a code once it is used; reopen it with actionPath).
 */
export async function openMailedLink(
  page: Page,
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode> {
  const code = await latestOobCode(email, requestType);
  await page.goto(actionPath(code));
  return code;
}

export interface ProviderIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  displayName?: string;
}

interface IdpSession {
  localId: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  needConfirmation?: boolean;
}

/**
 * Signs the page in as a Google or GitHub account, as the emulator's fake provider page would.
 *
 * Why not through that page: after it, the Auth SDK reads the redirect result through an iframe
 * that needs Google's `gapi` library from https://apis.google.com, which this offline machine
 * cannot load. So the same fake ID token the provider page hands back is exchanged with the Auth
 * emulator (`accounts:signInWithIdp`, what signInWithCredential sends), and the session is
 * stored where the SDK keeps it (IndexedDB `firebaseLocalStorageDb`); the app then loads it,
 * refreshes it from the emulator and runs as after a real redirect.
 */
export async function signInWithProvider(
  page: Page,
  providerId: 'google.com' | 'github.com',
  identity: ProviderIdentity,
): Promise<IdpSession> {
  const idToken = JSON.stringify({
    sub: identity.sub,
    email: identity.email,
    email_verified: identity.emailVerified,
    ...(identity.displayName ? { name: identity.displayName } : {}),
  });
  const response = await fetch(
    `${urlOf('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=${providerId}`,
        requestUri: 'http://localhost',
        returnIdpCredential: true,
        returnSecureToken: true,
      }),
    },
  );
  const session = (await response.json()) as IdpSession;
  expect(response.ok, JSON.stringify(session)).toBe(true);
  expect(session.needConfirmation ?? false).toBe(false);
  const now = Date.now();
  const user = {
    uid: session.localId,
    email: session.email ?? identity.email,
    emailVerified: session.emailVerified ?? identity.emailVerified,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: now + Number(session.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: DEMO_API_KEY,
    appName: '[DEFAULT]',
  };
  await page.evaluate(
    async ({ key, value }) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
          transaction.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('put failed'));
        };
      });
    },
    { key: `firebase:authUser:${DEMO_API_KEY}:[DEFAULT]`, value: user },
  );
  return session;
}
