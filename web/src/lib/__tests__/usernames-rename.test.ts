import { describe, expect, it } from 'vitest';
import { formFailure } from '../errors';
import { RenameTooSoonError } from '../usernames';

// A rename too soon says when the next one is allowed, where the member meets it.
describe('RenameTooSoonError', () => {
  it('says when the name can change again, and forms show it as it is', () => {
    const error = new RenameTooSoonError(Date.UTC(2030, 0, 15, 12));
    expect(error.message).toMatch(/^You can change your name again on .*2030.*\.$/);
    expect(formFailure(error)).toEqual({ code: null, message: error.message });
  });
});
