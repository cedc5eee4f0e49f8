import type { DemoUserKey } from '../users.js';

/** A fake screenshot: a window with a title bar and monospace lines, drawn by sharp. */
export interface ScreenshotSpec {
  title: string;
  lines: string[];
}

interface SeedAnswer {
  author: DemoUserKey;
  text: string;
  screenshot?: ScreenshotSpec;
}

export interface SeedQuestion {
  author: DemoUserKey;
  /** 1–5 tags (model/src/tags.ts): every demo question has some. */
  tags: string[];
  text: string;
  screenshot?: ScreenshotSpec;
  answers: SeedAnswer[];
}

export interface SeedCategory {
  /** Document id in `Categories`; also the stem of its questions' ids. */
  id: string;
  subject: string;
  author: DemoUserKey;
  questions: SeedQuestion[];
}
