import { describe, expect, it } from 'vitest';
import { SpacedWriter } from '../../src/runtime/output.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SpacedWriter', () => {
  it('writes each message as one newline-terminated chunk', () => {
    const chunks: string[] = [];
    const writer = new SpacedWriter((chunk) => chunks.push(chunk));
    writer.send({ id: 1, status: 'ok' });
    expect(chunks).toEqual(['{"id":1,"status":"ok"}\n']);
  });

  it('spaces out messages, even when a new request came in after the previous write', async () => {
    const writes: { chunk: string; at: number }[] = [];
    const writer = new SpacedWriter((chunk) => writes.push({ chunk, at: performance.now() }));
    writer.send({ id: 1 });
    // firebase-tools may have sent request 2 before reading the answer to request 1.
    writer.received(2);
    writer.send({ id: 2 });
    expect(writes).toHaveLength(1);
    await tick(100);
    expect(writes.map((w) => w.chunk)).toEqual(['{"id":1}\n', '{"id":2}\n']);
    expect(
      (writes[1] as { at: number }).at - (writes[0] as { at: number }).at,
    ).toBeGreaterThanOrEqual(39);
  });

  it('writes at once when the reader answered our last request for a document', () => {
    const chunks: string[] = [];
    const writer = new SpacedWriter((chunk) => chunks.push(chunk));
    writer.send({ server_request_id: 7, action: 'fetch_firestore_document' });
    writer.received(7);
    writer.send({ id: 7, status: 'ok' });
    expect(chunks).toHaveLength(2);
  });

  it('does not take a reply to an older request as proof', async () => {
    const chunks: string[] = [];
    const writer = new SpacedWriter((chunk) => chunks.push(chunk));
    writer.send({ server_request_id: 7, action: 'fetch_firestore_document' });
    writer.send({ server_request_id: 8, action: 'fetch_firestore_document' });
    while (chunks.length < 2) await tick(1);
    writer.received(7);
    writer.send({ id: 9 });
    expect(chunks).toHaveLength(2);
    await tick(80);
    expect(chunks).toHaveLength(3);
  });
});
