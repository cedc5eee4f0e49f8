// A web SDK session holding the admin claim, as the web app's administrators have it.
import { deleteApp } from 'firebase/app';
import { signInWithCustomToken } from 'firebase/auth';
import { adminAuth } from './admin.js';
import { callFunction, clientApp, type ClientSession } from './clients.js';
import { uniqueId } from './ids.js';

/** Signs `uid` in (with a custom token carrying `admin: true`) in an app of its own. */
export async function signInAsAdmin(uid = 'test-admin'): Promise<ClientSession> {
  const token = await adminAuth().createCustomToken(uid, { admin: true });
  const client = clientApp(uniqueId(`admin-${uid}`));
  await signInWithCustomToken(client.auth, token);
  return { ...client, uid, close: () => deleteApp(client.app) };
}

/** Signs `uid` in with a custom token carrying `claims` (e.g. `{ moderator: true }`). */
export async function signInWithClaims(
  uid: string,
  claims: Record<string, unknown>,
): Promise<ClientSession> {
  const token = await adminAuth().createCustomToken(uid, claims);
  const client = clientApp(uniqueId(`claims-${uid}`));
  await signInWithCustomToken(client.auth, token);
  return { ...client, uid, close: () => deleteApp(client.app) };
}

/** Calls an admin callable as a signed-in administrator would; resolves with its data. */
export async function callAsAdmin(
  name: string,
  data: unknown = {},
  timeoutMs = 300_000,
): Promise<unknown> {
  const session = await signInAsAdmin();
  try {
    return await callFunction(session.app, name, data, timeoutMs);
  } finally {
    await session.close();
  }
}
