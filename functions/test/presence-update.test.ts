import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eventLoginTime, presenceUpdate, readPresenceEvent } from '../src/presence/presence-update';

describe('presenceUpdate', () => {
  it('maps online and offline to the spec’s states', () => {
    const at = Timestamp.fromMillis(1000);
    expect(presenceUpdate(readPresenceEvent({ state: 'online', at }))).toEqual({
      Status: 'Active Now',
      LoginTime: at,
      SetStatusDone: true,
    });
    expect(presenceUpdate(readPresenceEvent({ state: 'offline', at }))).toEqual({
      Status: 'Offline Since',
      LogoutTime: at,
      SetStatusDone: false,
    });
    expect(presenceUpdate(readPresenceEvent({ state: 'away', at }))).toBeNull();
    expect(presenceUpdate(readPresenceEvent(undefined))).toBeNull();
  });
});

describe('eventLoginTime', () => {
  const earlier = Timestamp.fromMillis(Date.parse('2026-01-02T03:00:00Z'));
  const later = Timestamp.fromMillis(Date.parse('2026-01-02T04:00:00Z'));

  it('keeps an online event’s time when it is newer than the stored LoginTime', () => {
    expect(eventLoginTime({ state: 'online', at: later }, earlier)).toBe(later);
    expect(eventLoginTime({ state: 'online', at: later }, undefined)).toBe(later);
  });

  it('ignores older online events, offline events and events without a time', () => {
    expect(eventLoginTime({ state: 'online', at: earlier }, later)).toBeNull();
    expect(eventLoginTime({ state: 'online', at: later }, later)).toBeNull();
    expect(eventLoginTime({ state: 'offline', at: later }, earlier)).toBeNull();
    expect(eventLoginTime(readPresenceEvent({ state: 'online', at: 'soon' }), earlier)).toBeNull();
    expect(eventLoginTime(undefined, earlier)).toBeNull();
  });
});
