import type {
  DocumentData,
  DocumentReference,
  Firestore,
  UpdateData,
  WriteBatch,
} from 'firebase-admin/firestore';

/** Batched writes stop at this many operations per commit. */
const MAX_BATCH_WRITES = 500;

/** Splits items into consecutive groups of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be ≥ 1: ${size}`);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}

/** Collects writes and commits them in batches of at most MAX_BATCH_WRITES. */
export class BatchedWriter {
  private batch: WriteBatch;
  private pending = 0;
  /** Writes committed so far. */
  written = 0;

  constructor(
    private readonly db: Firestore,
    private readonly limit = MAX_BATCH_WRITES,
  ) {
    this.batch = db.batch();
  }

  async update(ref: DocumentReference, data: UpdateData<DocumentData>) {
    this.batch.update(ref, data);
    await this.added();
  }

  async set(ref: DocumentReference, data: DocumentData, merge = false) {
    this.batch.set(ref, data, { merge });
    await this.added();
  }

  async delete(ref: DocumentReference) {
    this.batch.delete(ref);
    await this.added();
  }

  /** Commits whatever is left. */
  async flush(): Promise<void> {
    if (this.pending === 0) return;
    await this.batch.commit();
    this.written += this.pending;
    this.pending = 0;
    this.batch = this.db.batch();
  }

  private async added(): Promise<void> {
    this.pending += 1;
    if (this.pending >= this.limit) await this.flush();
  }
}
