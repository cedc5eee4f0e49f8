import { cooking } from './cooking.js';
import { finance } from './finance.js';
import { gardening } from './gardening.js';
import { photography } from './photography.js';
import { programming } from './programming.js';
import type { SeedCategory } from './types.js';
import { travel } from './travel.js';
import { webDevelopment } from './web-development.js';

/** Categories in posting order (the last one posted shows first on Home). */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  gardening,
  finance,
  photography,
  travel,
  cooking,
  webDevelopment,
  programming,
];

export type { ScreenshotSpec, SeedCategory, SeedQuestion } from './types.js';
