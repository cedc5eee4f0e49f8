// Google's rules engine as exposed by the running Firestore emulator: load rules, ask for verdicts.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

const PROJECT_ID = 'demo-queryhub';
const FIRESTORE = { host: '127.0.0.1', port: 8080 };

/** Loads Firestore rules; resolves with the emulator's complaint when they do not compile. */
async function loadFirestoreRules(content: string): Promise<string | undefined> {
  const response = await fetch(
    `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  return response.ok ? undefined : await response.text();
}

/** Finds the items whose rule Google's compiler rejects, by bisecting the rules file. */
export async function rejectedByCompiler<T>(
  items: readonly T[],
  render: (subset: readonly T[]) => string,
): Promise<T[]> {
  if (items.length === 0) return [];
  if ((await loadFirestoreRules(render(items))) === undefined) return [];
  if (items.length === 1) return [...items];
  const middle = Math.ceil(items.length / 2);
  return [
    ...(await rejectedByCompiler(items.slice(0, middle), render)),
    ...(await rejectedByCompiler(items.slice(middle), render)),
  ];
}

export function testEnvironment(rules: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { rules, ...FIRESTORE } });
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}
