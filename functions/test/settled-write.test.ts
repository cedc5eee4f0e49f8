import { describe, expect, it } from 'vitest';
import { isEmulatorLockError, settledWrite } from './settled-write';

const noWait = () => Promise.resolve();
const failing = (code: number) => Object.assign(new Error(`code ${code}`), { code });

describe('settledWrite', () => {
  it('repeats a write that met an emulator lock until it succeeds', async () => {
    let calls = 0;
    const result = await settledWrite(async () => {
      calls += 1;
      if (calls < 3) throw failing(10);
      return 'written';
    }, noWait);
    expect(result).toBe('written');
    expect(calls).toBe(3);
  });

  it('does not repeat any other error', async () => {
    let calls = 0;
    const write = async () => {
      calls += 1;
      throw failing(7);
    };
    await expect(settledWrite(write, noWait)).rejects.toMatchObject({ code: 7 });
    expect(calls).toBe(1);
  });

  it('gives up after five attempts with the last error', async () => {
    let calls = 0;
    const write = async () => {
      calls += 1;
      throw failing(10);
    };
    await expect(settledWrite(write, noWait)).rejects.toMatchObject({ code: 10 });
    expect(calls).toBe(5);
  });

  it('repeats ABORTED only: UNKNOWN from the emulator meant a stored write whose triggers were lost', () => {
    expect(isEmulatorLockError(failing(10))).toBe(true);
    expect([2, 14].map((code) => isEmulatorLockError(failing(code)))).toEqual([false, false]);
    expect(isEmulatorLockError(new Error('no code'))).toBe(false);
  });
});
