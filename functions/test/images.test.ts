import {
  variantObjectName,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
} from '@queryhub/model';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { downloadUrl, objectNameFromDownloadUrl } from '../src/images/download-url';
import {
  imageObjectName,
  isVariantObject,
  originalOfObject,
  parseImagePath,
} from '../src/images/image-paths';
import {
  documentAwaitsUpload,
  imageResultUpdate,
  recordedVariantsOf,
} from '../src/images/image-result';
import { variantToken } from '../src/images/process-upload';
import { makeVariants } from '../src/images/make-variants';
import {
  contentRejection,
  dimensionRejection,
  sizeRejection,
  sniffImageType,
} from '../src/images/validate-image';
import {
  GPS_IFD_TAG,
  jpegWithGpsExif,
  noisyPng,
  pixelBombPng,
  pngHeaderOnText,
} from '@queryhub/testkit';

async function variantsOf(input: Buffer) {
  const made = await makeVariants(input);
  if ('rejected' in made) throw new Error(`refused: ${made.rejected}`);
  return made;
}

describe('image paths', () => {
  it('parses the three upload folders keyed by uid', () => {
    expect(parseImagePath("User's_Profile_Picture/u1/img-1")).toEqual({
      kind: 'profile',
      uid: 'u1',
      id: 'img-1',
    });
    expect(parseImagePath("Question's_Screenshot/u1/q_1")?.kind).toBe('question');
    expect(parseImagePath("Answer's_Screenshot/u1/a1")?.kind).toBe('answer');
  });

  it('rejects variants, legacy username-keyed names and other folders', () => {
    expect(parseImagePath("Question's_Screenshot/u1/q1@1600.webp")).toBeNull();
    expect(parseImagePath("User's_Profile_Picture/alice")).toBeNull();
    expect(parseImagePath('elsewhere/u1/x')).toBeNull();
    expect(parseImagePath("Answer's_Screenshot/u1/a/b")).toBeNull();
  });

  it('names variants after the original and recognises them', () => {
    const original = imageObjectName({ kind: 'question', uid: 'u1', id: 'q1' });
    expect(variantObjectName(original, 'large')).toBe("Question's_Screenshot/u1/q1@1600.webp");
    expect(variantObjectName(original, 'thumb')).toBe("Question's_Screenshot/u1/q1@400.webp");
    expect(isVariantObject(variantObjectName(original, 'thumb'))).toBe(true);
    expect(isVariantObject(original, { variantOf: original })).toBe(true);
    expect(isVariantObject(original, {})).toBe(false);
    expect(originalOfObject(variantObjectName(original, 'large'))).toBe(original);
  });
});

describe('download URLs', () => {
  const name = "Question's_Screenshot/u1/q1@400.webp";

  it('point at the Storage emulator when it is configured, else at production', () => {
    expect(downloadUrl('demo-queryhub.appspot.com', name, 't0k', '127.0.0.1:9199')).toBe(
      "http://127.0.0.1:9199/v0/b/demo-queryhub.appspot.com/o/Question's_Screenshot%2Fu1%2Fq1%40400.webp?alt=media&token=t0k",
    );
    expect(downloadUrl('b', name, 't')).toMatch(
      /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/b\/o\//,
    );
  });

  it('give back the object name they encode', () => {
    expect(objectNameFromDownloadUrl(downloadUrl('b', name, 't'))).toBe(name);
    expect(
      objectNameFromDownloadUrl(
        'http://127.0.0.1:9199/v0/b/b/o/Question%27s_Screenshot%2Fu1%2Fq1?alt=media&token=t',
      ),
    ).toBe("Question's_Screenshot/u1/q1");
    expect(objectNameFromDownloadUrl('not a url')).toBeNull();
    expect(objectNameFromDownloadUrl('https://example.com/picture.png')).toBeNull();
  });
});

describe('validation by magic bytes and size', () => {
  it('recognises PNG and JPEG signatures only', async () => {
    expect(sniffImageType(await noisyPng(4, 4))).toBe('png');
    expect(sniffImageType(await jpegWithGpsExif())).toBe('jpeg');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('accepts up to 40 megapixels declared and refuses more', () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    expect(dimensionRejection(8000, 5000)).toBeNull();
    expect(dimensionRejection(8000, 5001)).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(dimensionRejection(16000, 16000)).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(dimensionRejection(undefined, 10)).toBe('File Format Not Supported');
  });

  it('accepts exactly 10485760 bytes and refuses one more', () => {
    expect(sizeRejection(MAX_IMAGE_BYTES)).toBeNull();
    expect(sizeRejection(MAX_IMAGE_BYTES + 1)).toBe('File Size Should Be Less Than 10 MB');
    expect(sizeRejection(0)).not.toBeNull();
  });

  it('refuses content that is not PNG or JPEG', () => {
    expect(contentRejection(Buffer.from('hello'))).toBe('File Format Not Supported');
  });
});

describe('makeVariants', () => {
  it('fits a large PNG into 1600 and 400 px WebP', async () => {
    const variants = await variantsOf(await noisyPng(2400, 1200));
    const large = variants.find((v) => v.variant === 'large');
    const thumb = variants.find((v) => v.variant === 'thumb');
    expect([large?.width, large?.height]).toEqual([1600, 800]);
    expect([thumb?.width, thumb?.height]).toEqual([400, 200]);
    expect((await sharp(large?.data).metadata()).format).toBe('webp');
  });

  it('turns a JPEG upright and drops its EXIF (including GPS)', async () => {
    const input = await jpegWithGpsExif();
    expect((await sharp(input).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    for (const variant of await variantsOf(input)) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect([variant.width, variant.height]).toEqual([200, 300]);
    }
  });

  it('refuses a 1 MB PNG declaring 16000 × 16000 pixels from its header, without decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeGreaterThan(900_000);
    const before = process.cpuUsage();
    await expect(makeVariants(bomb)).resolves.toEqual({ rejected: IMAGE_MESSAGES.tooManyPixels });
    const used = process.cpuUsage(before);
    // A decode of 256 megapixels takes seconds; reading the header takes milliseconds.
    expect((used.user + used.system) / 1000).toBeLessThan(500);
  });

  it('keeps a small image with very wide proportions', async () => {
    const variants = await variantsOf(await noisyPng(3200, 40));
    expect(variants.map((v) => [v.variant, v.width, v.height])).toEqual([
      ['large', 1600, 20],
      ['thumb', 400, 5],
    ]);
  });

  it('throws for bytes that only look like a PNG', async () => {
    await expect(makeVariants(pngHeaderOnText())).rejects.toThrow();
  });
});

describe('image results on documents', () => {
  const path = { kind: 'question' as const, uid: 'u1', id: 'q1' };
  const name = imageObjectName(path);

  it('are awaited only by the uploader’s document that names the object and has no result', () => {
    expect(documentAwaitsUpload(path, name, { uid: 'u1', QuestionScreenShot: name })).toBe(true);
    expect(documentAwaitsUpload(path, name, { uid: 'u2', QuestionScreenShot: name })).toBe(false);
    expect(documentAwaitsUpload(path, name, { uid: 'u1', QuestionScreenShot: '' })).toBe(false);
    expect(documentAwaitsUpload(path, name, undefined)).toBe(false);
    const url = downloadUrl('b', name, 't');
    expect(documentAwaitsUpload(path, name, { uid: 'u1', QuestionScreenShot: url })).toBe(false);
    const processed = { uid: 'u1', QuestionScreenShot: name, ScreenShot: {} };
    expect(documentAwaitsUpload(path, name, processed)).toBe(false);
    const rejected = { uid: 'u1', QuestionScreenShot: name, ScreenShotRejected: 'x' };
    expect(documentAwaitsUpload(path, name, rejected)).toBe(false);
  });

  it('let a profile await a new picture while it shows an older one', () => {
    const picture = { kind: 'profile' as const, uid: 'u1', id: 'p2' };
    const next = imageObjectName(picture);
    const older = { original: "User's_Profile_Picture/u1/p1" };
    expect(documentAwaitsUpload(picture, next, { uid: 'u1', photoURL: next, Photo: older })).toBe(
      true,
    );
    const done = { original: next };
    expect(documentAwaitsUpload(picture, next, { uid: 'u1', photoURL: next, Photo: done })).toBe(
      false,
    );
  });

  it('tell which original the shown variants were made from', () => {
    expect(recordedVariantsOf('question', { ScreenShot: { original: name } })).toBe(name);
    expect(recordedVariantsOf('profile', { Photo: { original: name } })).toBe(name);
    expect(recordedVariantsOf('answer', { ScreenShot: { large: 'l' } })).toBeNull();
    expect(recordedVariantsOf('answer', undefined)).toBeNull();
  });

  it('give a redelivered upload the same variant tokens, so recorded URLs keep working', () => {
    const variant = `${name}@400.webp`;
    expect(variantToken(variant, '17')).toBe(variantToken(variant, '17'));
    expect(variantToken(variant, '17')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(variantToken(variant, '18')).not.toBe(variantToken(variant, '17'));
    expect(variantToken(variant)).not.toBe(variantToken(variant));
  });

  it('record variants, or clear and mark a rejected upload', () => {
    const variants = { large: 'L', thumb: 'T', width: 1, height: 1, original: name };
    expect(imageResultUpdate('question', { status: 'processed', variants })).toMatchObject({
      ScreenShot: variants,
    });
    expect(imageResultUpdate('profile', { status: 'rejected', reason: 'bad' })).toMatchObject({
      photoURL: '',
      PhotoRejected: 'bad',
    });
    expect(imageResultUpdate('answer', { status: 'rejected', reason: 'bad' })).toMatchObject({
      AnswerScreenShot: '',
      ScreenShotRejected: 'bad',
    });
  });
});
