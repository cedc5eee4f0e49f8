import { describe, expect, it } from 'vitest';
import { findOrphanedEmulators } from '../src/orphaned-emulators.js';

const firestoreJvm = {
  pid: 41,
  command:
    'java -Duser.language=en -jar /work/app/.cache/emulators/cloud-firestore-emulator-launcher.jar --host 127.0.0.1 --port 8080',
};
const rulesRuntime = {
  pid: 42,
  command: 'java -jar /work/app/.cache/emulators/storage-rules-runtime-launcher.jar serve',
};

describe('findOrphanedEmulators', () => {
  it('picks the processes running our launcher JARs', () => {
    const found = findOrphanedEmulators(
      [
        firestoreJvm,
        { pid: 7, command: 'node /work/app/node_modules/firebase-tools/lib/bin/firebase.js' },
        rulesRuntime,
      ],
      1,
    );
    expect(found.map((p) => p.pid)).toEqual([41, 42]);
  });

  it('leaves alone firebase-tools’ own emulator JARs, which another project may be running', () => {
    const other = {
      pid: 9,
      command: 'java -jar /root/.cache/firebase/emulators/cloud-firestore-emulator-v1.19.9.jar',
    };
    expect(findOrphanedEmulators([other], 1)).toEqual([]);
  });

  it('never picks the calling process', () => {
    expect(findOrphanedEmulators([firestoreJvm], 41)).toEqual([]);
  });
});
