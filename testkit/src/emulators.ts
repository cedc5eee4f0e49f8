// Where the emulators listen, read from firebase.json (the one place the ports are written), and
// the project they serve. `firebase emulators:exec` exports the same addresses as *_EMULATOR_HOST
// variables; when one is set it wins, as it does for the Admin SDK.
import { readFileSync } from 'node:fs';

export interface HostPort {
  host: string;
  port: number;
}

export type EmulatorName = 'auth' | 'firestore' | 'storage' | 'functions' | 'hosting' | 'hub';

const NAMES: readonly EmulatorName[] = [
  'auth',
  'firestore',
  'storage',
  'functions',
  'hosting',
  'hub',
];

/** The variable `firebase emulators:exec` sets for an emulator, where there is one. */
const HOST_VARIABLES: Partial<Record<EmulatorName, string>> = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
  hub: 'FIREBASE_EMULATOR_HUB',
};

/** The project every emulator serves (singleProjectMode); `GCLOUD_PROJECT` wins when set. */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-queryhub';
/** The default Storage bucket of that project. */
export const BUCKET = `${PROJECT_ID}.appspot.com`;

type EmulatorsConfig = Record<string, { host?: string; port?: number } | boolean | undefined>;

/** `emulators` of a firebase.json text, as host and port per emulator. */
export function parseEmulators(firebaseJson: string): Record<EmulatorName, HostPort> {
  const config = (JSON.parse(firebaseJson) as { emulators?: EmulatorsConfig }).emulators ?? {};
  const entries = NAMES.map((name): [EmulatorName, HostPort] => {
    const entry = config[name];
    if (typeof entry !== 'object' || entry.port === undefined)
      throw new Error(`firebase.json names no port for the ${name} emulator`);
    return [name, { host: entry.host ?? '127.0.0.1', port: entry.port }];
  });
  return Object.fromEntries(entries) as Record<EmulatorName, HostPort>;
}

/** `HOST:PORT` (IPv6 hosts keep their colons) as host and port. */
export function parseHostPort(value: string): HostPort {
  const split = value.lastIndexOf(':');
  return { host: value.slice(0, split), port: Number(value.slice(split + 1)) };
}

/** The addresses firebase.json gives, whatever the environment says. */
export const configuredEmulators: Readonly<Record<EmulatorName, HostPort>> = parseEmulators(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
);

function readEmulators(): Record<EmulatorName, HostPort> {
  const configured = { ...configuredEmulators };
  for (const name of NAMES) {
    const variable = HOST_VARIABLES[name];
    const value = variable ? process.env[variable] : undefined;
    if (value) configured[name] = parseHostPort(value);
  }
  return configured;
}

/** Host and port of each emulator QueryHub runs. */
export const emulators = readEmulators();

/** `host:port` of an emulator, the form the *_EMULATOR_HOST variables take. */
export function hostOf(name: EmulatorName): string {
  return `${emulators[name].host}:${emulators[name].port}`;
}

/** `http://host:port` of an emulator. */
export function urlOf(name: EmulatorName): string {
  return `http://${hostOf(name)}`;
}
