import { describe, expect, it } from 'vitest';
import { uploadedObjectUrl } from '../upload-image';

describe('uploadedObjectUrl', () => {
  it('names the object the way download URLs do, with the path encoded and no token', () => {
    expect(
      uploadedObjectUrl(
        'demo-queryhub.appspot.com',
        "Question's_Screenshot/uid-1/q1",
        'http://127.0.0.1:9199',
      ),
    ).toBe(
      "http://127.0.0.1:9199/v0/b/demo-queryhub.appspot.com/o/Question's_Screenshot%2Fuid-1%2Fq1?alt=media",
    );
  });
});
