import { existsSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SetupError } from '../src/errors.js';
import {
  discoveryEnv,
  ensureFunctionsManifests,
  MANIFEST_FILE,
} from '../src/functions-manifest.js';

const fixtures = fileURLToPath(new URL('./fixtures/functions-manifest/', import.meta.url));
const good = path.join(fixtures, 'good');
const bad = path.join(fixtures, 'bad');
const helloManifest = path.join(good, 'hello', MANIFEST_FILE);

afterEach(() => {
  rmSync(helloManifest, { force: true });
  rmSync(path.join(bad, 'broken', MANIFEST_FILE), { force: true });
});

describe('ensureFunctionsManifests', () => {
  it('writes the SDK manifest firebase-tools reads, with the demo project bucket', async () => {
    expect(await ensureFunctionsManifests({}, good)).toBe(1);
    const manifest = JSON.parse(readFileSync(helloManifest, 'utf8')) as {
      endpoints: Record<string, { httpsTrigger?: object; eventTrigger?: { eventFilters: object } }>;
    };
    expect(Object.keys(manifest.endpoints).sort()).toEqual(['hello', 'onUpload']);
    expect(manifest.endpoints.hello?.httpsTrigger).toEqual({});
    expect(manifest.endpoints.onUpload?.eventTrigger?.eventFilters).toEqual({
      bucket: 'demo-queryhub.appspot.com',
    });
  });

  it('writes nothing while the manifest is newer than the code, and again once the code changes', async () => {
    await ensureFunctionsManifests({}, good);
    expect(await ensureFunctionsManifests({}, good)).toBe(0);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(good, 'hello', 'index.js'), later, later);
    try {
      expect(await ensureFunctionsManifests({}, good)).toBe(1);
    } finally {
      const now = new Date();
      utimesSync(path.join(good, 'hello', 'index.js'), now, now);
    }
  });

  it('fails with the load error and leaves no manifest when the code does not load', async () => {
    const failure = ensureFunctionsManifests({}, bad);
    await expect(failure).rejects.toBeInstanceOf(SetupError);
    await expect(failure).rejects.toThrow(/this codebase does not load/);
    expect(existsSync(path.join(bad, 'broken', MANIFEST_FILE))).toBe(false);
  });
});

describe('discoveryEnv', () => {
  it('is what firebase-tools derives for a demo project, inside the emulator', () => {
    const env = discoveryEnv({ PATH: '/bin' }, 'demo-x');
    expect(env).toMatchObject({
      PATH: '/bin',
      GCLOUD_PROJECT: 'demo-x',
      FUNCTIONS_EMULATOR: 'true',
    });
    expect(JSON.parse(env.FIREBASE_CONFIG ?? '')).toEqual({
      projectId: 'demo-x',
      databaseURL: 'https://demo-x.firebaseio.com',
      storageBucket: 'demo-x.appspot.com',
    });
  });
});
