// A server-rendered page already shows its content; the app's JavaScript only makes it live.
// So the page paints first and fetches its module scripts after that first frame: on a slow
// phone, script download and evaluation then never stand between the reader and the content
// (Lighthouse's simulation charges every script evaluated before the first paint to FCP and LCP).
//
// The page carries its scripts inert (a `<script>` of a type the browser does not run, a
// `<link>` of a rel it does not know) and one small inline script that turns them into the real
// ones once the first contentful paint is on screen, or at once in a hidden tab, where nothing
// is painted. The inline script's text is fixed, so the CSP allows exactly it by its hash
// (firebase.json; a unit test checks the hash).

/** The `type` of a module script that waits for the boot script. */
export const DEFERRED_MODULE_TYPE = 'queryhub/deferred-module';
/** The `rel` of a modulepreload link that waits for the boot script. */
export const DEFERRED_PRELOAD_REL = 'queryhub-deferred-modulepreload';

/** How long the boot script waits for a first contentful paint that does not come. */
const FIRST_PAINT_TIMEOUT_MS = 2000;

/** The inline script's text; its sha256 is in firebase.json's script-src. */
export const BOOT_SCRIPT =
  '(()=>{' +
  'let started=false;' +
  'const load=()=>{' +
  'if(started)return;started=true;' +
  `for(const inert of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')){` +
  "const link=document.createElement('link');" +
  "link.rel='modulepreload';link.crossOrigin='';link.href=inert.getAttribute('href');" +
  'inert.replaceWith(link)}' +
  `for(const inert of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')){` +
  "const script=document.createElement('script');" +
  "script.type='module';script.crossOrigin='';script.src=inert.getAttribute('src');" +
  'inert.replaceWith(script)}};' +
  // The paint entry arrives once the frame is on screen, which can be well after the main
  // thread painted it; a timer or requestAnimationFrame would start the scripts earlier.
  "if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes.includes('paint')){load();return}" +
  'new PerformanceObserver((list,observer)=>{' +
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}" +
  "}).observe({type:'paint',buffered:true});" +
  `setTimeout(load,${FIRST_PAINT_TIMEOUT_MS})` +
  '})()';

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)"\s*\/?>/g;

/** `<link rel="modulepreload">` tags in their deferred form. */
export function deferredPreloadTags(files: string[]): string {
  return files.map((file) => `<link rel="${DEFERRED_PRELOAD_REL}" href="/${file}" />`).join('');
}

/**
 * The built app shell with its module scripts and modulepreload links inert and the boot script
 * at the end of `<body>` (after everything the app reads when it starts, such as its initial
 * data).
 */
export function deferModuleScripts(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('The app shell has no </body>');
  const deferred = html
    .slice(0, bodyEnd)
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      return `<script type="${DEFERRED_MODULE_TYPE}" src="${src}"></script>`;
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      return `<link rel="${DEFERRED_PRELOAD_REL}" href="${href}" />`;
    });
  if (!deferred.includes(DEFERRED_MODULE_TYPE)) {
    throw new Error('The app shell has no module script to defer');
  }
  return `${deferred}<script>${BOOT_SCRIPT}</script>${html.slice(bodyEnd)}`;
}
