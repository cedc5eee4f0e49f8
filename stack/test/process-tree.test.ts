import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  descendants,
  descendantsIn,
  isRunning,
  parentPid,
  startTime,
} from '../src/process-tree.js';

describe('descendantsIn', () => {
  it('finds children and grandchildren, not the root, siblings or ancestors', () => {
    const links: [number, number][] = [
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ];
    expect(descendantsIn(links, 10).sort()).toEqual([11, 12, 13]);
    expect(descendantsIn(links, 12)).toEqual([]);
  });
});

describe('the live process table', () => {
  it('links a child to this process, with a start time, until it ends', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => undefined, 30000)']);
    const pid = child.pid as number;
    try {
      expect(parentPid(pid)).toBe(process.pid);
      expect(descendants(process.pid)).toContain(pid);
      expect(startTime(pid)).toMatch(/^\d+$/);
      expect(isRunning(pid)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(isRunning(pid)).toBe(false);
  });
});
