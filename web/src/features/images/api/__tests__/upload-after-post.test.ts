import { describe, expect, it, vi } from 'vitest';
import { screenshotFailedAlert, uploadAfterPost } from '../upload-after-post';

describe('uploadAfterPost', () => {
  it('uploads the file to the path and reports no failure', async () => {
    const upload = vi.fn(async () => undefined);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const after = uploadAfterPost(upload, file);
    await after.run("Question's_Screenshot/u1/q1");
    expect(upload).toHaveBeenCalledWith("Question's_Screenshot/u1/q1", file);
    expect(after.failure()).toBeNull();
  });

  it('keeps the error code of a failed upload instead of throwing', async () => {
    const refused = Object.assign(new Error('no'), { code: 'storage/unauthorized' });
    const after = uploadAfterPost(() => Promise.reject(refused), new File(['x'], 'a.png'));
    await expect(after.run('p')).resolves.toBeUndefined();
    expect(after.failure()).toBe('storage/unauthorized');
    expect(screenshotFailedAlert('answer', 'storage/unauthorized').text).toBe(
      'Your answer was posted without its screenshot (storage/unauthorized).',
    );
  });
});
