import { describe, expect, it } from 'vitest';

describe('emulator suite', () => {
  it('exposes the Firestore emulator to the command', async () => {
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8080');
    const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`);
    expect(response.ok).toBe(true);
  });
});
