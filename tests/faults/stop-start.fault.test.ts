// Stop and start: Ctrl-C in the middle of activity keeps every acknowledged write (the stack
// exports on exit); kill -9 loses what was written since the last export, and the stack still
// starts cleanly afterwards, ending an emulator the killed suite left running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { serverTimestamp, terminate } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { buildKeywords, COLLECTIONS, newCategory, newQuestion } from '@queryhub/model';
import { MAILDEV_URL } from '@queryhub/stack/maildev-service';
import { mirroredPostIds } from '@queryhub/stack/search-probe';
import { isAlive, makeStateDir, Stack, portAnswers } from './stack.js';
import {
  adminDb,
  callAsAdmin,
  createPostAs,
  createSignedInUser,
  emulators,
  eventually,
  pollUntil,
} from '@queryhub/testkit';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const IN_FLIGHT = 4;

interface Activity {
  uid: string;
  acknowledged: string[];
  /** Stops issuing writes; the SDK is terminated, so unacknowledged writes are dropped. */
  stop: () => Promise<void>;
}

/** One user posting questions continuously, IN_FLIGHT at a time, recording acknowledgements. */
async function startActivity(key: string): Promise<Activity> {
  const user = (await createSignedInUser({ prefix: key })).session;
  const categoryId = `faults-${key}-${Date.now().toString(36)}`;
  const subject = `Faults ${key}`;
  await createPostAs(
    user,
    COLLECTIONS.categories,
    categoryId,
    newCategory({ id: categoryId, subject: subject, uid: user.uid }, serverTimestamp()),
  );
  const acknowledged: string[] = [];
  let running = true;
  let count = 0;
  const writer = async () => {
    while (running) {
      count += 1;
      const id = `${categoryId}-q${count}`;
      // Faster than the rules' gap between questions: each write lifts it first, and a write
      // that loses the race with another writer's stamp is refused and simply not counted.
      const stored = await createPostAs(
        user,
        COLLECTIONS.questions,
        id,
        newQuestion(
          {
            id,
            question: `Does question ${count} of ${key} survive a restart?`,
            category: { id: categoryId, subject: subject },
            uid: user.uid,
            tags: ['faults'],
          },
          serverTimestamp(),
        ),
      ).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code !== 'permission-denied') throw error;
          return false;
        },
      );
      if (running && stored) acknowledged.push(id);
    }
  };
  for (let index = 0; index < IN_FLIGHT; index += 1) void writer().catch(() => undefined);
  return {
    uid: user.uid,
    acknowledged,
    stop: async () => {
      running = false;
      await terminate(user.db);
      await user.close();
    },
  };
}

async function existing(ids: string[]): Promise<string[]> {
  const refs = ids.map((id) => adminDb().doc(`${COLLECTIONS.questions}/${id}`));
  const snapshots = refs.length > 0 ? await adminDb().getAll(...refs) : [];
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id);
}

/** The subjects in the local inbox (MailDev), sorted. */
async function inboxSubjects(): Promise<string[]> {
  const mails = (await (await fetch(`${MAILDEV_URL}/api/email`)).json()) as { subject: string }[];
  return mails.map((mail) => mail.subject).sort();
}

/** What the start printed about the search database (search-demo-index.ts). */
const KEPT_SEARCH = 'the saved search database already mirrors the imported data';
const REBUILT_SEARCH = /Search: indexed \d+ questions/;

const state = makeStateDir();
let savedByCtrlC: string[] = [];

afterAll(() => state.remove());

describe('Ctrl-C in the middle of activity', () => {
  it('keeps every acknowledged write after a restart', async () => {
    let stack = await Stack.start(state.dir);
    // The demo's sent mail is delivered to the fresh inbox again at start (mail-replay.ts).
    const inbox = await pollUntil(inboxSubjects, (subjects) => subjects.length > 0, 'the inbox');
    const activity = await startActivity('ctrl-c');
    await eventually(async () => activity.acknowledged.length >= 40, '40 acknowledged writes');
    // Writes keep going while the stack stops; only those acknowledged before the SIGINT count.
    const interrupted = stack.interrupt();
    const acknowledged = [...activity.acknowledged];
    const stopped = await interrupted;
    expect(stopped.code, stopped.log).toBe(0);
    await activity.stop();

    stack = await Stack.start(state.dir);
    try {
      const found = await existing(acknowledged);
      expect(acknowledged.filter((id) => !found.includes(id))).toEqual([]);
      savedByCtrlC = acknowledged;
      // Nothing lost beside Firestore either: search finds every acknowledged question (kept, or
      // rebuilt where a mirror trigger never ran), and the inbox shows the mail it showed before (and any sent since).
      expect((await mirroredPostIds('question', acknowledged)).sort()).toEqual(
        [...acknowledged].sort(),
      );
      expect(
        await pollUntil(
          inboxSubjects,
          (subjects) => subjects.length >= inbox.length,
          'the inbox again',
        ),
      ).toEqual(expect.arrayContaining(inbox));

      // Triggers that were running at the SIGINT never finish, and no emulator redelivers
      // them: count what is missing, then show the admin callables repair it.
      const posts = await adminDb().getAll(
        ...acknowledged.map((id) => adminDb().doc(`${COLLECTIONS.questions}/${id}`)),
      );
      const withoutKeywords = posts.filter((post) => !Array.isArray(post.get('Keywords'))).length;
      const profile = await adminDb().doc(`${COLLECTIONS.users}/${activity.uid}`).get();
      console.log(
        `Ctrl-C: ${acknowledged.length} acknowledged writes all kept; ${withoutKeywords} ` +
          `without keywords and counter ${profile.get('NoOfQuestionAsked')} of ` +
          `${(await adminDb().collection(COLLECTIONS.questions).where('uid', '==', activity.uid).count().get()).data().count} after the restart.`,
      );
      await callAsAdmin('rebuildSearchKeywords');
      await callAsAdmin('recountUserCounters');
      const repaired = await adminDb().getAll(
        ...acknowledged.map((id) => adminDb().doc(`${COLLECTIONS.questions}/${id}`)),
      );
      for (const post of repaired) {
        expect(post.get('Keywords')).toEqual(buildKeywords(post.get('Question') as string));
      }
      const questionsByUser = await adminDb()
        .collection(COLLECTIONS.questions)
        .where('uid', '==', activity.uid)
        .count()
        .get();
      expect(
        (await adminDb().doc(`${COLLECTIONS.users}/${activity.uid}`).get()).get(
          'NoOfQuestionAsked',
        ),
      ).toBe(questionsByUser.data().count);
    } finally {
      const stopped = await stack.interrupt();
      expect(stopped.code, stopped.log).toBe(0);
    }
  });
});

describe('kill -9 of the whole stack', () => {
  it('loses the writes since the last export, keeps the exported ones, and starts again', async () => {
    // The previous test's last Ctrl-C stopped a quiet stack: its search database is kept.
    let stack = await Stack.start(state.dir);
    expect(stack.log(200_000)).toContain(KEPT_SEARCH);
    const activity = await startActivity('kill-9');
    await eventually(async () => activity.acknowledged.length >= 20, '20 acknowledged writes');
    const acknowledged = [...activity.acknowledged];
    // Processes firebase-tools started outside the group (the Firestore JVM) outlive the kill
    // and hold their ports; the next start must end them itself.
    const { survivors, survivorPids } = await stack.kill9();
    await activity.stop();
    console.log(
      `kill -9: processes left running after the group was killed:\n${survivors.join('\n')}`,
    );

    stack = await Stack.start(state.dir);
    try {
      expect(survivorPids.filter(isAlive)).toEqual([]);
      // A killed stack recorded nothing: its search database is rebuilt from the import.
      expect(stack.log(200_000)).toMatch(REBUILT_SEARCH);
      expect(stack.log(200_000)).not.toContain(KEPT_SEARCH);
      const found = await existing(acknowledged);
      const lost = acknowledged.filter((id) => !found.includes(id));
      console.log(`kill -9: ${lost.length} of ${acknowledged.length} acknowledged writes lost.`);
      expect(found).toEqual([]);
      // The state exported by the Ctrl-C of the previous test is still there.
      expect(savedByCtrlC.length).toBeGreaterThan(0);
      expect(await existing(savedByCtrlC)).toHaveLength(savedByCtrlC.length);
    } finally {
      const stopped = await stack.interrupt();
      expect(stopped.code, stopped.log).toBe(0);
    }
  });
});

describe('a Firestore emulator left running by a killed suite', () => {
  it('is stopped by the next start, which then runs normally', async () => {
    // firebase-tools starts the Firestore JVM in a process group of its own, so a kill -9 of
    // `npm start` can leave it holding the Firestore port. Start one the same way, with no suite.
    const launcher = path.join(
      repoRoot,
      '.cache',
      'emulators',
      'cloud-firestore-emulator-launcher.jar',
    );
    expect(existsSync(launcher), `${launcher} (made by the first start)`).toBe(true);
    const { host, port } = emulators.firestore;
    const orphan = spawn('java', ['-jar', launcher, '--host', host, '--port', String(port)], {
      detached: true,
      stdio: 'ignore',
    });
    const orphanPid = orphan.pid as number;
    orphan.unref();
    try {
      await eventually(() => portAnswers(port), `the orphaned Firestore emulator on :${port}`);

      const orphanState = makeStateDir();
      const stack = await Stack.start(orphanState.dir);
      try {
        expect(isAlive(orphanPid)).toBe(false);
        expect(stack.log(200_000)).toContain(
          `Stopping an emulator left running by an earlier, killed suite (pid ${orphanPid})`,
        );
      } finally {
        const stopped = await stack.interrupt();
        orphanState.remove();
        expect(stopped.code, stopped.log).toBe(0);
      }
    } finally {
      if (isAlive(orphanPid)) process.kill(orphanPid, 'SIGKILL');
    }
  });
});
