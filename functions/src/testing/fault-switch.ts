import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { readStringArray } from '@queryhub/model';
import { firestore } from '../shared/firebase';
import { runTransactionWithRetry } from '../shared/retry-contended';

// Test-only fault injection for tests/faults: a trigger named in the Firestore document
// `_testing/faults` (field `failOnce: string[]`) throws once, then the name is removed so the
// next event runs normally. It is armed only in the Functions emulator of a stack started with
// QUERYHUB_FAULT_SWITCH=on (the fault suite's, tests/faults/stack.ts): anywhere else it returns
// before touching Firestore, so a handler pays no extra read (production never did), and the
// rules deny clients `_testing` anyway.
const FAULTS_DOC = '_testing/faults';

class InjectedFault extends Error {
  constructor(trigger: string) {
    super(`Injected test fault in ${trigger}`);
    this.name = 'InjectedFault';
  }
}

function listed(snapshot: DocumentSnapshot, trigger: string): boolean {
  return readStringArray(snapshot.data() ?? {}, 'failOnce').includes(trigger);
}

export async function failIfFaultInjected(trigger: string): Promise<void> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true' || process.env.QUERYHUB_FAULT_SWITCH !== 'on') {
    return;
  }
  const db = firestore();
  const ref = db.doc(FAULTS_DOC);
  // A plain read first, so the normal path costs one lookup and no transaction.
  if (!listed(await ref.get(), trigger)) return;
  const armed = await runTransactionWithRetry(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!listed(snapshot, trigger)) return false;
    const failOnce = readStringArray(snapshot.data() ?? {}, 'failOnce');
    transaction.update(ref, { failOnce: failOnce.filter((name) => name !== trigger) });
    return true;
  });
  if (armed) throw new InjectedFault(trigger);
}
