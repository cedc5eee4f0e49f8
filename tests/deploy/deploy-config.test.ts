// What can be checked of a deploy without Google: firebase.json against firebase-tools' own
// schema (the validator `firebase deploy` runs), and every secret the functions declare named in
// the README's deploy section. The functions manifests load in functions-manifest.emulator.test.ts;
// both rules files compile in the emulators in every rules suite (tests/rules).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredSecrets, deploySection, root } from './secrets.js';

interface ValidationError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: object;
}
interface Validator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

const require = createRequire(import.meta.url);
const { getValidator, getErrorMessage } =
  require('firebase-tools/lib/firebaseConfigValidate.js') as {
    getValidator: () => Validator;
    getErrorMessage: (error: ValidationError) => string;
  };

const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as Record<
  string,
  unknown
>;

function schemaErrors(config: unknown): string[] {
  const validate = getValidator();
  return validate(config) ? [] : (validate.errors ?? []).map(getErrorMessage);
}

describe('firebase.json', () => {
  it("passes firebase-tools' own schema", () => {
    expect(schemaErrors(firebaseJson)).toEqual([]);
  });

  it('sends the public API (/api/v1/**) and the MCP server (/mcp) to the ssr function first', () => {
    const hosting = firebaseJson.hosting as { rewrites: { source: string; function?: object }[] };
    const ssr = { functionId: 'ssr', region: 'us-central1' };
    expect(hosting.rewrites.slice(0, 2)).toEqual([
      { source: '/api/v1/**', function: ssr },
      { source: '/mcp', function: ssr },
    ]);
  });

  it('would fail it with an unknown property or a wrong runtime', () => {
    expect(schemaErrors({ ...firebaseJson, hostnig: {} })).toHaveLength(1);
    const functions = firebaseJson.functions as object[];
    const wrongRuntime = { ...firebaseJson, functions: [{ ...functions[0], runtime: 'node22' }] };
    expect(schemaErrors(wrongRuntime).length).toBeGreaterThan(0);
  });
});

describe("the README's deploy section", () => {
  it('names every secret the functions declare', () => {
    const secrets = declaredSecrets();
    expect(secrets.length).toBeGreaterThan(0);
    const section = deploySection();
    expect(secrets.filter((name) => !section.includes(`functions:secrets:set ${name}`))).toEqual(
      [],
    );
  });

  it('deploys with one command', () => {
    expect(deploySection()).toContain('npm run deploy -- --project <project-id>');
    const scripts = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.deploy).toContain('stack/scripts/deploy.ts');
  });
});
