// Calls an admin callable the way the web app would: signed in with the web SDK as an admin.
import type { Auth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { AdminOptions } from './args';
import { findUserByEmail } from './claims';
import { AdminCliError, FUNCTIONS_EMULATOR, type Target } from './target';

/** The identity used when no --as account is given; its token carries the admin claim. */
const CLI_ADMIN_UID = 'queryhub-admin-cli';

const CALL_TIMEOUT_MS = 540_000;

async function adminUid(auth: Auth, options: AdminOptions): Promise<string> {
  if (options.as === undefined) return CLI_ADMIN_UID;
  const user = await findUserByEmail(auth, options.as);
  if (user.customClaims?.admin !== true) {
    throw new AdminCliError(
      `${options.as} is not an admin. Run: npm run admin -- grant ${options.as}`,
    );
  }
  return user.uid;
}

export async function callAdminCallable(
  adminAuth: Auth,
  target: Target,
  options: AdminOptions,
  callable: string,
  data: object = {},
): Promise<unknown> {
  if (!target.emulated && options.apiKey === undefined) {
    throw new AdminCliError(
      'Callables on a real project need its web API key: pass --api-key <key> or set QUERYHUB_WEB_API_KEY.',
    );
  }
  const token = await adminAuth.createCustomToken(await adminUid(adminAuth, options), {
    admin: true,
  });
  const app = initializeApp(
    { projectId: target.projectId, apiKey: options.apiKey ?? 'demo-api-key' },
    'queryhub-admin-cli-client',
  );
  try {
    const auth = getAuth(app);
    if (target.emulated)
      connectAuthEmulator(auth, `http://${target.authEmulator}`, { disableWarnings: true });
    await signInWithCustomToken(auth, token);
    const functions = getFunctions(app, options.region);
    if (target.emulated)
      connectFunctionsEmulator(functions, FUNCTIONS_EMULATOR.host, FUNCTIONS_EMULATOR.port);
    const result = await httpsCallable(functions, callable, { timeout: CALL_TIMEOUT_MS })(data);
    return result.data;
  } finally {
    await deleteApp(app);
  }
}
