// Both functions codebases load and describe themselves: the manifest the firebase-functions SDK
// writes from the built bundle (the same discovery `firebase deploy` runs) lists their functions,
// and the secrets they bind are those the sources declare (and the README names, deploy-config.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ensureFunctionsManifests,
  functionsCodebases,
  MANIFEST_FILE,
} from '@queryhub/stack/functions-manifest';
import { declaredSecrets } from './secrets.js';

interface Manifest {
  endpoints: Record<string, { secretEnvironmentVariables?: { key: string }[] }>;
}

describe('the functions manifests', () => {
  it('load for every codebase, with the secrets the sources declare', async () => {
    await ensureFunctionsManifests();
    const codebases = functionsCodebases();
    expect(codebases.map(({ dir }) => path.basename(dir)).sort()).toEqual(['functions', 'ssr']);
    const secrets = new Set<string>();
    for (const { dir } of codebases) {
      const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
      expect(Object.keys(manifest.endpoints).length).toBeGreaterThan(0);
      for (const endpoint of Object.values(manifest.endpoints)) {
        for (const { key } of endpoint.secretEnvironmentVariables ?? []) secrets.add(key);
      }
    }
    expect([...secrets].sort()).toEqual(declaredSecrets());
  });
});
