// Runs `npm run admin`'s script as a separate process against the running emulators.
import { COLLECTIONS } from '@queryhub/model';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '@queryhub/testkit';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminScript = path.join(repoRoot, 'functions', 'scripts', 'admin.ts');
const auth = adminAuth();
const db = adminDb();

async function runAdminCli(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', adminScript, ...args],
      {
        cwd: repoRoot,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const email = 'cli-target@queryhub.test';
let uid: string;

beforeEach(async () => {
  await auth.getUserByEmail(email).then(
    (user) => auth.deleteUser(user.uid),
    () => undefined,
  );
  uid = (await auth.createUser({ email, password: 'cli-target-pass' })).uid;
  await auth.setCustomUserClaims(uid, { tier: 'gold' });
});

describe('npm run admin', () => {
  it('grants the admin claim by e-mail and keeps other claims', async () => {
    const result = await runAdminCli('grant', email);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${email} is an admin`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ tier: 'gold', admin: true });
  });

  it('revokes the admin claim and reports a grant that changes nothing', async () => {
    await runAdminCli('grant', email);
    expect((await runAdminCli('grant', email)).stdout).toContain('(no change)');
    const result = await runAdminCli('revoke', email);
    expect(result.code).toBe(0);
    expect((await auth.getUser(uid)).customClaims).toEqual({ tier: 'gold' });
  });

  it('fails clearly for an unknown account', async () => {
    const result = await runAdminCli('grant', 'nobody-here@queryhub.test');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account has the e-mail nobody-here@queryhub.test');
  });

  it('refuses to run a callable as an account that is not an admin', async () => {
    const result = await runAdminCli('recount', '--as', email);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${email} is not an admin`);
  });

  it('runs a maintenance callable as an admin and prints its counts', async () => {
    // A profile whose counter drifted: it claims 5 questions but has none.
    await db
      .doc(`${COLLECTIONS.users}/${uid}`)
      .set({ uid, displayName: 'CLI target', NoOfQuestionAsked: 5, NoOfQuestionAnswered: 0 });
    await runAdminCli('grant', email);
    const result = await runAdminCli('recount', '--as', email);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Running recountUserCounters on the emulators (demo-queryhub)');
    expect(result.stdout).toMatch(/^ {2}users +\d+$/m);
    expect(result.stdout).toMatch(/^ {2}updated +[1-9]\d*$/m);
    expect((await db.doc(`${COLLECTIONS.users}/${uid}`).get()).get('NoOfQuestionAsked')).toBe(0);
  });

  it('prints usage and exits 2 on a bad command', async () => {
    const result = await runAdminCli('promote', email);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown command "promote"');
    expect(result.stderr).toContain('Usage: npm run admin');
  });
});
