// Resolves promises when a live listener's snapshot satisfies a condition, so a benchmark can
// time "write → effect visible to a client" without paying for a new listener each time.
import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';

interface Waiter<T> {
  check: (value: T) => boolean;
  resolve: () => void;
}

class Watch<T> {
  private latest: T | undefined;
  private readonly waiters = new Set<Waiter<T>>();

  update(value: T): void {
    this.latest = value;
    for (const waiter of this.waiters) {
      if (waiter.check(value)) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  until(check: (value: T) => boolean, timeoutMs = 30_000): Promise<void> {
    if (this.latest !== undefined && check(this.latest)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for a snapshot`));
      }, timeoutMs);
      const waiter: Waiter<T> = {
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.add(waiter);
    });
  }
}

export interface DocState {
  data: DocumentData | undefined;
  fromServer: boolean;
}

/** Watches one document, metadata changes included (to see server acknowledgements). */
export function watchDoc(ref: DocumentReference): {
  until: Watch<DocState>['until'];
  stop: () => void;
} {
  const watch = new Watch<DocState>();
  const stop = onSnapshot(ref, { includeMetadataChanges: true }, (snapshot) =>
    watch.update({ data: snapshot.data(), fromServer: !snapshot.metadata.hasPendingWrites }),
  );
  return { until: watch.until.bind(watch), stop };
}

/** Watches a query; the value is the documents by id. */
export function watchQuery(query: Query): {
  until: Watch<Map<string, DocumentData>>['until'];
  stop: () => void;
} {
  const watch = new Watch<Map<string, DocumentData>>();
  const stop = onSnapshot(query, (snapshot) =>
    watch.update(new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]))),
  );
  return { until: watch.until.bind(watch), stop };
}
