// A server-rendered page already shows its content; the app's JavaScript only makes it live.
// So the page paints first and fetches its module scripts after that first frame. The page
// carries its scripts inert, and the boot script (web/boot-script.js, first in the
// app shell's <head>, allowed by the CSP by its hash) turns them into the real ones once the
// first contentful paint is on screen.
import { BOOT_SCRIPT, DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '@queryhub/web/boot-script';

export { BOOT_SCRIPT, DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL };

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)"\s*\/?>/g;

/** `<link rel="modulepreload">` tags in their deferred form. */
export function deferredPreloadTags(files: string[]): string {
  return files.map((file) => `<link rel="${DEFERRED_PRELOAD_REL}" href="/${file}" />`).join('');
}

/**
 * The built app shell with its module scripts and modulepreload links inert; its boot script
 * (which the build put in `<head>`) starts them after the first paint.
 */
export function deferModuleScripts(html: string): string {
  if (!html.includes(`<script>${BOOT_SCRIPT}</script>`)) {
    throw new Error('The app shell has no boot script, which would never start the app');
  }
  let scripts = 0;
  const deferred = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      scripts += 1;
      return `<script type="${DEFERRED_MODULE_TYPE}" src="${src}"></script>`;
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      return `<link rel="${DEFERRED_PRELOAD_REL}" href="${href}" />`;
    });
  if (scripts === 0) {
    throw new Error('The app shell has no module script to defer');
  }
  return deferred;
}
