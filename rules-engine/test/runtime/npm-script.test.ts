import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm run --silent rules-runtime', () => {
  it('serves the protocol on stdout with nothing else printed there', async () => {
    const child = spawn('npm', ['run', '--silent', 'rules-runtime'], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.end(`${JSON.stringify({ id: 7, action: 'nope' })}\n`);
    expect(await exited).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('{"id":-1,"status":"ok"}');
    expect(JSON.parse(lines[1] as string)).toMatchObject({ id: 7, status: 'error' });
    expect(lines).toHaveLength(2);
  }, 60_000);
});
