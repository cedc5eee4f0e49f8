import { describe, expect, it } from 'vitest';
import {
  EMULATOR_BUCKET_SOURCE,
  imageBucketSource,
  imagePolicyMeta,
  imageSourcePolicy,
} from '../image-source-policy';

describe('imageBucketSource', () => {
  it('names the emulator bucket when no production configuration is given', () => {
    expect(imageBucketSource({})).toBe(EMULATOR_BUCKET_SOURCE);
    expect(imageBucketSource({ VITE_FIREBASE_PROJECT_ID: 'p' })).toBe(EMULATOR_BUCKET_SOURCE);
  });

  it('names the configured bucket, or the project default, in production', () => {
    const production = { VITE_FIREBASE_PROJECT_ID: 'qh-prod', VITE_FIREBASE_API_KEY: 'k' };
    expect(imageBucketSource(production)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/qh-prod.appspot.com/',
    );
    expect(
      imageBucketSource({
        ...production,
        VITE_FIREBASE_STORAGE_BUCKET: 'qh-prod.firebasestorage.app',
      }),
    ).toBe('https://firebasestorage.googleapis.com/v0/b/qh-prod.firebasestorage.app/');
  });

  it('refuses a bucket name that could break out of the policy', () => {
    const env = {
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_STORAGE_BUCKET: "b/ 'unsafe-inline' https://evil.example",
    };
    expect(() => imageBucketSource(env)).toThrow(/Not a Cloud Storage bucket name/);
  });
});

describe('imageSourcePolicy', () => {
  it('adds the img-src policy right after the charset', () => {
    const plugin = imageSourcePolicy({});
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform('<head>\n    <meta charset="UTF-8" />\n    <title>Q</title>');
    expect(html).toContain(imagePolicyMeta(EMULATOR_BUCKET_SOURCE));
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('Content-Security-Policy'));
  });
});
