// Badges: `Badges/{slug}`, `Awards/{id}` and `MemberBadges/{uid}` are public to read (the user
// pages and /Badges show them) and written only by the badge functions: no client, not even
// the member who would hold the award or an administrator, creates, changes or deletes one.
import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { describe, it } from 'vitest';
import { COLLECTIONS, awardId, docPath } from '@queryhub/model';
import { OWNER, type Role } from '../environment.js';
import { FAKE_TIME } from './fixtures.js';

const READERS: Role[] = ['visitor', 'user', 'owner', 'otherUser', 'admin'];
const WRITERS: Role[] = ['user', 'owner', 'otherUser', 'admin'];

export function describeBadgeRules(clients: FirestoreClients): void {
  const studentAward = awardId({ slug: 'student', uid: OWNER, postId: '' });

  async function seedBadges(): Promise<void> {
    await clients.writeRaw(docPath('badges', 'student'), {
      Name: 'Student',
      Tier: 'bronze',
      Holders: 1,
      Awarded: 1,
      UpdatedAt: FAKE_TIME,
    });
    await clients.writeRaw(docPath('awards', studentAward), {
      uid: OWNER,
      UserName: 'Alice',
      Badge: 'student',
      Tier: 'bronze',
      PostID: '',
      date: FAKE_TIME,
    });
    await clients.writeRaw(docPath('memberBadges', OWNER), { Counts: { student: 1 } });
  }

  describe('badges', () => {
    for (const role of READERS) {
      it(`${role} reads a badge's counts, an award and a member's badge counts`, async () => {
        await seedBadges();
        const db = clients.as(role);
        await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.badges, 'student')));
        await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.awards, studentAward)));
        await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.memberBadges, OWNER)));
      });
    }

    it('a visitor lists badges and a badge’s recent holders a page at a time, never unbounded', async () => {
      await seedBadges();
      const db = clients.as('visitor');
      await assertSucceeds(listDocs(db, COLLECTIONS.badges, fs.limit(50)));
      const holders = [fs.where('Badge', '==', 'student'), fs.orderBy('date', 'desc')] as const;
      await assertSucceeds(listDocs(db, COLLECTIONS.awards, ...holders, fs.limit(50)));
      await assertFails(listDocs(db, COLLECTIONS.awards, ...holders, fs.limit(51)));
      await assertFails(listDocs(db, COLLECTIONS.awards, ...holders));
      await assertFails(listDocs(db, COLLECTIONS.badges));
      // One member's counts are read by id; there is no list of them.
      await assertFails(listDocs(db, COLLECTIONS.memberBadges, fs.limit(10)));
    });

    for (const role of WRITERS) {
      it(`${role} cannot award, change or remove a badge, an award or a member's counts`, async () => {
        await seedBadges();
        const db = clients.as(role);
        const forged = awardId({ slug: 'great-question', uid: OWNER, postId: 'q1' });
        await assertFails(
          fs.setDoc(fs.doc(db, COLLECTIONS.awards, forged), {
            uid: OWNER,
            UserName: 'Alice',
            Badge: 'great-question',
            Tier: 'gold',
            PostID: 'q1',
            date: FAKE_TIME,
          }),
        );
        await assertFails(
          fs.updateDoc(fs.doc(db, COLLECTIONS.awards, studentAward), { Tier: 'gold' }),
        );
        await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.awards, studentAward)));
        await assertFails(fs.updateDoc(fs.doc(db, COLLECTIONS.badges, 'student'), { Holders: 99 }));
        await assertFails(
          fs.setDoc(fs.doc(db, COLLECTIONS.badges, 'forged'), { Name: 'Forged', Tier: 'gold' }),
        );
        await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.badges, 'student')));
        await assertFails(
          fs.setDoc(fs.doc(db, COLLECTIONS.memberBadges, OWNER), { Counts: { 'great-answer': 9 } }),
        );
        await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.memberBadges, OWNER)));
      });
    }
  });
}
