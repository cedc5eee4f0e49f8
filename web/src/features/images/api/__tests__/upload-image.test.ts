import type { FullMetadata } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { downloadUrlFromUpload } from '../upload-image';

const metadata = (downloadTokens: string[] | undefined) =>
  ({
    bucket: 'demo-queryhub.appspot.com',
    fullPath: "Question's_Screenshot/uid-1/q1",
    downloadTokens,
  }) as FullMetadata;

describe('downloadUrlFromUpload', () => {
  it('builds the same URL shape as getDownloadURL, with the object path encoded', () => {
    expect(downloadUrlFromUpload(metadata(['tok-1', 'tok-2']), 'http://127.0.0.1:9199')).toBe(
      "http://127.0.0.1:9199/v0/b/demo-queryhub.appspot.com/o/Question's_Screenshot%2Fuid-1%2Fq1?alt=media&token=tok-1",
    );
  });

  it('returns null when the upload response carried no token', () => {
    expect(
      downloadUrlFromUpload(metadata(undefined), 'https://firebasestorage.googleapis.com'),
    ).toBeNull();
  });
});
