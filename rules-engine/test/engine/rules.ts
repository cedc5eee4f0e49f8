// Test helper: compiles a rules source and decides requests against it.
import {
  compileRules,
  type AccessRequest,
  type DocumentSource,
  type Ruleset,
  type Value,
} from '../../src/rules/index.js';

export function compile(content: string): Ruleset {
  const { ruleset, issues } = compileRules([{ name: 'test.rules', content }]);
  if (!ruleset) throw new Error(`Fixture does not compile: ${JSON.stringify(issues)}`);
  return ruleset;
}

export function storageRequest(
  path: string,
  method: AccessRequest['method'],
  variables: Record<string, Value> = {},
): AccessRequest {
  return { service: 'firebase.storage', path: `/b/bucket/o/${path}`, method, variables };
}

export function permits(
  ruleset: Ruleset,
  request: AccessRequest,
  documents?: DocumentSource,
): boolean {
  return ruleset.authorize(request, documents).permit;
}
