// Where the CLI points: the local emulators (default) or a real project with credentials.
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';
import type { AdminOptions } from './args';

const EMULATOR_PROJECT_ID = 'demo-queryhub';

const EMULATOR_VARIABLES = {
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
} as const;

export const FUNCTIONS_EMULATOR = { host: '127.0.0.1', port: 5001 };

export interface Target {
  projectId: string;
  emulated: boolean;
  /** Auth emulator `host:port`, when emulated. */
  authEmulator?: string;
}

/** A failure the user can fix; printed without a stack trace. */
export class AdminCliError extends Error {
  override name = 'AdminCliError';
}

/** Decides the target and prepares the environment the Admin SDK reads. */
export function resolveTarget(options: AdminOptions, env: NodeJS.ProcessEnv): Target {
  const project = options.project;
  if (project === undefined || project.startsWith('demo-')) {
    for (const [name, value] of Object.entries(EMULATOR_VARIABLES)) env[name] ??= value;
    return {
      projectId: project ?? EMULATOR_PROJECT_ID,
      emulated: true,
      authEmulator: env.FIREBASE_AUTH_EMULATOR_HOST as string,
    };
  }
  if (!env.GOOGLE_APPLICATION_CREDENTIALS) {
    throw new AdminCliError(
      `--project ${project} needs credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of that project.`,
    );
  }
  // A leftover emulator variable would silently send real-project commands to the emulators.
  for (const name of Object.keys(EMULATOR_VARIABLES)) delete env[name];
  return { projectId: project, emulated: false };
}

export function adminAppFor(target: Target): App {
  return target.emulated
    ? initializeApp({ projectId: target.projectId }, 'queryhub-admin-cli')
    : initializeApp(
        { projectId: target.projectId, credential: applicationDefault() },
        'queryhub-admin-cli',
      );
}

/** Fails early, with the fix, when the emulators are not up. */
export async function assertEmulatorsRunning(target: Target): Promise<void> {
  if (!target.emulated) return;
  try {
    await fetch(`http://${target.authEmulator}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    throw new AdminCliError(
      `The emulators are not running (nothing answers at ${target.authEmulator}).\n` +
        'Start the stack first with `npm start` in another terminal, or pass --project <id> for a real project.',
    );
  }
}
