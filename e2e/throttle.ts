// CPU throttling through the DevTools protocol, as Lighthouse's mobile profile does (4×).
import type { Page } from '@playwright/test';

/** Lighthouse's mobile CPU slowdown. */
const MOBILE_CPU_SLOWDOWN = 4;

/** Slows `page`'s CPU by `rate` (1 = no slowdown) until the page closes. */
export async function throttleCpu(page: Page, rate = MOBILE_CPU_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
