import { describe, expect, it } from 'vitest';
import { SpacedWriter } from '../../src/runtime/output.js';

describe('SpacedWriter', () => {
  it('writes each message as one newline-terminated chunk', () => {
    const chunks: string[] = [];
    const writer = new SpacedWriter((chunk) => chunks.push(chunk));
    writer.send({ id: 1, status: 'ok' }, performance.now());
    expect(chunks).toEqual(['{"id":1,"status":"ok"}\n']);
  });

  it('spaces out responses that could reach the reader in the same chunk', async () => {
    const writes: { chunk: string; at: number }[] = [];
    const writer = new SpacedWriter((chunk) => writes.push({ chunk, at: performance.now() }));
    const receivedBoth = performance.now();
    writer.send({ id: 1 }, receivedBoth);
    writer.send({ id: 2 }, receivedBoth);
    expect(writes).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes.map((w) => w.chunk)).toEqual(['{"id":1}\n', '{"id":2}\n']);
    expect(
      (writes[1] as { at: number }).at - (writes[0] as { at: number }).at,
    ).toBeGreaterThanOrEqual(2.5);
  });

  it('answers at once when the request arrived after the previous write', () => {
    const chunks: string[] = [];
    const writer = new SpacedWriter((chunk) => chunks.push(chunk));
    writer.send({ id: 1 }, performance.now());
    writer.send({ id: 2 }, performance.now());
    expect(chunks).toHaveLength(2);
  });
});
