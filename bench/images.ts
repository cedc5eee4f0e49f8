// Image pipeline: an ~8 MB screenshot uploaded with the web SDK → the question document shows
// its processed variants. Prints time and variant sizes.
// Run: npx tsx stack/scripts/exec.ts --only auth,firestore,functions,storage -- npx tsx bench/images.ts
import { COLLECTIONS } from '@queryhub/model';
import { performance } from 'node:perf_hooks';
import { doc } from 'firebase/firestore';

import { kb, mean, ms, percentile, printTable } from './lib/stats.js';
import { watchDoc } from './lib/watch.js';
import {
  adminBucket,
  createPostAs,
  createSignedInUser,
  createStampedPost,
  liftRateLimits,
  noisyScreenshotPng,
  pixelBombPng,
  postCategory,
  questionFields,
  type CategoryRef,
  type SignedInUser,
  uniqueWord,
  uploadImage,
} from '@queryhub/testkit';

const WARM_UP = 1;
const SAMPLES = 5;

interface Sample {
  uploadMs: number;
  totalMs: number;
  variants: { name: string; bytes: number }[];
}

/** Time from a pixel bomb's upload to its rejection on the question (read from the header). */
async function timePixelBomb(user: SignedInUser, category: CategoryRef): Promise<number> {
  const id = 'bench-image-bomb';
  const path = `Question's_Screenshot/${user.session.uid}/${id}`;
  const question = watchDoc(doc(user.session.db, COLLECTIONS.questions, id));
  await createPostAs(
    user.session,
    COLLECTIONS.questions,
    id,
    questionFields(user, id, category, 'Pixel bomb', path),
  );
  const start = performance.now();
  await uploadImage(user.session, path, pixelBombPng());
  await question.until((state) => state.data?.ScreenShotRejected !== undefined, 60_000);
  question.stop();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const png = await noisyScreenshotPng();
  const user = await createSignedInUser({ prefix: 'bench-images' });
  const category = await postCategory(user.session, `Bench ${uniqueWord('c')}`);
  const { db, uid } = user.session;
  const bucket = adminBucket();
  const samples: Sample[] = [];

  for (let run = 0; run < WARM_UP + SAMPLES; run += 1) {
    const id = `bench-image-${run}`;
    const path = `Question's_Screenshot/${uid}/${id}`;
    const question = watchDoc(doc(db, COLLECTIONS.questions, id));
    // Outside the timing: the bench posts faster than the rules' gap between questions.
    await liftRateLimits(uid);
    const start = performance.now();
    // As the web app: the question names its screenshot, then the screenshot is uploaded.
    await createStampedPost(
      user.session,
      COLLECTIONS.questions,
      id,
      questionFields(user, id, category, `Screenshot benchmark run ${run}`, path),
    );
    const uploadStart = performance.now();
    await uploadImage(user.session, path, png);
    const uploadMs = performance.now() - uploadStart;
    await question.until(
      (state) =>
        state.data?.ScreenShot?.large !== undefined && state.data.ScreenShot.thumb !== undefined,
      60_000,
    );
    const totalMs = performance.now() - start;
    question.stop();
    const [files] = await bucket.getFiles({ prefix: `${path}@` });
    const variants = files.map((file) => ({
      name: file.name.slice(path.length),
      bytes: Number(file.metadata.size),
    }));
    if (run >= WARM_UP) samples.push({ uploadMs, totalMs, variants });
  }
  const bombMs = await timePixelBomb(user, category);
  await user.session.close();
  console.log(
    `Pixel bomb (1 MB PNG declaring 16000×16000): upload → ScreenShotRejected in ${ms(bombMs)}`,
  );

  const totals = samples.map((sample) => sample.totalMs);
  const uploads = samples.map((sample) => sample.uploadMs);
  printTable(
    `Image pipeline, ${(png.length / 1048576).toFixed(2)} MiB PNG (2560×1440), ${SAMPLES} runs after ${WARM_UP} warm-up`,
    ['measure', 'median', 'max', 'mean'],
    [
      [
        'upload (web SDK)',
        ms(percentile(uploads, 50)),
        ms(Math.max(...uploads)),
        ms(mean(uploads)),
      ],
      [
        'question written, upload → variants on it',
        ms(percentile(totals, 50)),
        ms(Math.max(...totals)),
        ms(mean(totals)),
      ],
    ],
  );
  const last = samples.at(-1)?.variants ?? [];
  printTable(
    'Variant sizes (last run)',
    ['variant', 'bytes', 'size'],
    last.map((variant) => [variant.name, String(variant.bytes), kb(variant.bytes)]),
  );
  const largest = Math.max(
    0,
    ...samples.flatMap((sample) => sample.variants.map((variant) => variant.bytes)),
  );
  const met = percentile(totals, 50) <= 1500 && largest <= 300 * 1024 && last.length > 0;
  console.log(
    `\nTarget ≤ 1.5 s and every variant ≤ 300 KB: ${met ? 'met' : 'NOT met'} (largest ${kb(largest)}).`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
