import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { afterAll, describe, it } from 'vitest';
import {
  COLLECTIONS,
  PRIVILEGE_SETTINGS_ID,
  docPath,
  privilegeThreshold,
  type PrivilegePreset,
} from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { VOTED_ANSWER_ID, VOTED_QUESTION_ID, newVote } from './fixtures.js';
import { stampedVotes } from './votes.cases.js';

const SETTINGS_PATH = docPath('settings', PRIVILEGE_SETTINGS_ID);

/**
 * The `downvote` threshold under both presets: a fresh member (no profile, reputation 0) may
 * upvote but not downvote; one reputation point short of the threshold is refused, the
 * threshold itself is enough; moderators and admins need none.
 */
export function describePrivilegeRules(clients: FirestoreClients): void {
  const votes = stampedVotes(clients);
  const withReputation = async (reputation: number | undefined) => {
    const uid = uniqueId('member');
    if (reputation !== undefined) {
      await clients.writeRaw(docPath('profiles', uid), {
        uid,
        UserName: uid,
        Reputation: reputation,
      });
    }
    return uid;
  };
  const downvote = (uid: string, claims: Record<string, unknown> = {}) =>
    votes.set(
      clients.signedInAs(uid, claims),
      `${VOTED_ANSWER_ID}_${uid}`,
      newVote(uid, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID, -1),
    );
  const usePreset = (preset: PrivilegePreset | undefined) =>
    clients.writeRaw(SETTINGS_PATH, preset === undefined ? undefined : { Preset: preset });

  describe('Privileges (downvote threshold)', () => {
    afterAll(() => usePreset(undefined));

    it('anyone reads the privilege settings; no client writes them', async () => {
      await usePreset('young');
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('visitor'), SETTINGS_PATH)));
      for (const role of ['user', 'admin'] as const) {
        await assertFails(
          fs.setDoc(fs.doc(clients.as(role), COLLECTIONS.settings, PRIVILEGE_SETTINGS_ID), {
            Preset: 'young',
          }),
        );
      }
    });

    it('a new member without a profile upvotes but cannot downvote', async () => {
      await usePreset(undefined);
      const uid = await withReputation(undefined);
      await assertFails(downvote(uid));
      await assertSucceeds(
        votes.set(
          clients.signedInAs(uid),
          `${VOTED_ANSWER_ID}_${uid}`,
          newVote(uid, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID, 1),
        ),
      );
      // Nor may the upvote be turned into a downvote.
      await assertFails(
        votes.update(clients.signedInAs(uid), `${VOTED_ANSWER_ID}_${uid}`, {
          value: -1,
          date: fs.serverTimestamp(),
        }),
      );
    });

    for (const preset of ['young', 'stackOverflow'] as const) {
      const threshold = privilegeThreshold('downvote', preset);
      it(`${preset}: ${threshold - 1} reputation cannot downvote, ${threshold} can`, async () => {
        await usePreset(preset);
        await assertFails(downvote(await withReputation(threshold - 1)));
        await assertSucceeds(downvote(await withReputation(threshold)));
      });
    }

    it('an unknown preset name falls back to the young thresholds', async () => {
      await clients.writeRaw(SETTINGS_PATH, { Preset: 'everyone' });
      const young = privilegeThreshold('downvote', 'young');
      await assertFails(downvote(await withReputation(young - 1)));
      await assertSucceeds(downvote(await withReputation(young)));
    });

    it('moderators and admins downvote without reputation, under the strict preset', async () => {
      await usePreset('stackOverflow');
      await assertSucceeds(downvote(await withReputation(undefined), { moderator: true }));
      await assertSucceeds(downvote(await withReputation(undefined), { admin: true }));
      // A claim that is not `true` grants nothing.
      await assertFails(downvote(await withReputation(undefined), { moderator: 'yes' }));
    });
  });
}
