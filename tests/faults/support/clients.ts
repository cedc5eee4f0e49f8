// Web SDK and Admin SDK access to the stack the fault tests start (fixed loopback ports).
import { newUserRecord } from '@queryhub/model';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { serverTimestamp } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import {
  adminApp,
  emulators,
  PROJECT_ID,
  signInClient,
  type ClientSession,
} from '@queryhub/emulator/seed/client';
import { createProfile } from '@queryhub/emulator/seed/profiles';

export { adminApp };

const PASSWORD = 'fault-test-password';

/** A new account signed in through the web SDK, with its profile document. */
export async function createSignedInUser(key: string): Promise<ClientSession & { email: string }> {
  const email = `${key}-${Date.now().toString(36)}@faults.queryhub.test`;
  await getAdminAuth(adminApp()).createUser({ email, password: PASSWORD, displayName: key });
  const session = await signInClient(email, PASSWORD);
  await createProfile(
    session,
    newUserRecord({ uid: session.uid, displayName: `Fault ${key}`, email }, serverTimestamp()),
  );
  return { ...session, email };
}

/** Calls an admin callable as the web app's admin would: signed in with the admin claim. */
export async function callAsAdmin(name: string): Promise<unknown> {
  const token = await getAdminAuth(adminApp()).createCustomToken('faults-admin', { admin: true });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `admin-${name}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
      disableWarnings: true,
    });
    await signInWithCustomToken(auth, token);
    const functions = getFunctions(app);
    connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
    return (await httpsCallable(functions, name, { timeout: 300_000 })({})).data;
  } finally {
    await deleteApp(app);
  }
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
