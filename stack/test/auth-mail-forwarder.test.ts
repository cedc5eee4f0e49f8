import { describe, expect, it } from 'vitest';
import { mailForOobCode } from '../src/auth-mail-forwarder.js';

const code = (requestType: string, extra: Record<string, string> = {}) => ({
  email: 'ann@example.com',
  requestType,
  oobCode: 'CODE-1',
  oobLink: 'http://127.0.0.1:9099/emulator/action?mode=x&oobCode=CODE-1',
  ...extra,
});

describe('forwarded Auth emulator mail', () => {
  it.each([
    ['PASSWORD_RESET', 'resetPassword'],
    ['VERIFY_EMAIL', 'verifyEmail'],
    ['VERIFY_AND_CHANGE_EMAIL', 'verifyAndChangeEmail'],
    ['RECOVER_EMAIL', 'recoverEmail'],
  ])('%s links to the app with mode=%s', (requestType, mode) => {
    const mail = mailForOobCode(
      code(requestType, { newEmail: 'new@example.com' }),
      'http://127.0.0.1:5000',
    );
    const link = `http://127.0.0.1:5000/Auth/Action?mode=${mode}&oobCode=CODE-1`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail?.subject).not.toMatch(/\n/);
  });

  it('sends a change of address to the new address, the rest to the account', () => {
    const origin = 'http://127.0.0.1:5000';
    expect(
      mailForOobCode(code('VERIFY_AND_CHANGE_EMAIL', { newEmail: 'new@example.com' }), origin)?.to,
    ).toBe('new@example.com');
    expect(mailForOobCode(code('RECOVER_EMAIL', { newEmail: 'new@example.com' }), origin)?.to).toBe(
      'ann@example.com',
    );
  });

  it('skips request types the app has no page for', () => {
    expect(mailForOobCode(code('EMAIL_SIGNIN'), 'http://127.0.0.1:5000')).toBeNull();
  });
});
