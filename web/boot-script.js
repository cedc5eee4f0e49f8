// Plain JavaScript, as `@queryhub/web/boot-script`: the ssr build's Vite config loads it with
// Node itself (see build-paths.js).
//
// The one inline script every page carries, first thing in <head> (web's build writes it into
// app-shell.html; the server-rendered pages are built from that file). The CSP allows exactly
// this text by its sha256 (firebase.json; ssr/src/deferred-scripts.test.ts checks the hash).
// It
// does three jobs that cannot wait for the app's modules:
//
// 1. The reader's theme: a stored Light or Dark choice is set on <html> before the first paint,
//    so a dark-mode reader never sees a light frame. Without a stored choice the stylesheet
//    follows prefers-color-scheme by itself. A Theme choice made before the app is live is
//    applied and stored at once (and its change still held and replayed, like any other).
// 2. Early input: until the app is live, a click on a control (a button, a checkbox, ...), a form
//    submission or a <select> change is held instead of lost: its default action is prevented,
//    nobody else sees it, and the app replays it once it is live (src/app/boot/early-events.ts).
//    Plain link clicks are held too (HELD_CONTROLS says why), with a native fallback.
// 3. Deferred scripts (server-rendered pages): the page carries its module scripts inert (a
//    `<script>` of a type the browser does not run, a `<link>` of a rel it does not know); once
//    the first contentful paint is on screen, or at once in a hidden tab, they are turned into
//    the real ones. Lighthouse's simulation charges every script evaluated before the first
//    paint to FCP and LCP, so on a slow phone the scripts never stand between reader and content.

/** The `type` of a module script that waits for the boot script. */
export const DEFERRED_MODULE_TYPE = 'queryhub/deferred-module';
/** The `rel` of a modulepreload link that waits for the boot script. */
export const DEFERRED_PRELOAD_REL = 'queryhub-deferred-modulepreload';
/** localStorage key of the reader's theme choice: 'light' or 'dark'; absent means System. */
export const THEME_STORAGE_KEY = 'queryhub-theme';
/** The window property where the boot script leaves the held events for the app. */
export const EARLY_EVENTS_GLOBAL = 'queryhubEarlyEvents';
/**
 * The controls whose plain clicks are held; anything else (text, a link opening a new tab or a
 * download, a click with a modifier key) keeps its native behaviour. Links are held too: a link
 * followed natively while the app hydrates could be cancelled by the router's start (a lost
 * click, seen on the results page's "Next page"); held, it becomes the app's own navigation.
 */
const HELD_CONTROLS =
  'button,[role="button"],input[type="submit"],input[type="button"],input[type="checkbox"],input[type="radio"],a[href]:not([href^="#"]):not([target]):not([download])';

/** A held link is followed natively after this long if the app never comes to life. */
const HELD_LINK_FALLBACK_MS = 5000;

/** How long the boot script waits for a first contentful paint that does not come. */
const FIRST_PAINT_TIMEOUT_MS = 2000;

/** The header's Theme control; a change of it is applied and stored by the boot script at once. */
export const THEME_SELECT_SELECTOR = 'select[name="theme"]';

// Applies the stored theme; `chooseTheme` applies and stores a choice made before the app is
// live, so a reload right after it keeps it whatever becomes of the held event.
const APPLY_THEME =
  `const themeKey='${THEME_STORAGE_KEY}';` +
  "const showTheme=(theme)=>{if(theme==='light'||theme==='dark')document.documentElement.dataset.theme=theme;else delete document.documentElement.dataset.theme};" +
  'try{showTheme(localStorage.getItem(themeKey))}catch{}' +
  "const chooseTheme=(theme)=>{if(theme!=='system'&&theme!=='light'&&theme!=='dark')return;showTheme(theme);" +
  "try{if(theme==='system')localStorage.removeItem(themeKey);else localStorage.setItem(themeKey,theme)}catch{}};";

const HOLD_EARLY_EVENTS =
  'const held=[];let released=false;' +
  "const types=['click','submit','change'];" +
  'const hold=(event)=>{' +
  'const target=event.target;' +
  'if(!(target instanceof Element))return;' +
  `const control=event.type==='click'?target.closest('${HELD_CONTROLS}'):target;` +
  "if(!control||(event.type==='change'&&control.tagName!=='SELECT'))return;" +
  `if(event.type==='change'&&control.matches('${THEME_SELECT_SELECTOR}'))chooseTheme(control.value);` +
  "if(event.type==='click'&&(event.button!==0||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey))return;" +
  `if(control.tagName==='A')setTimeout(()=>{if(!released)location.assign(control.href)},${HELD_LINK_FALLBACK_MS});` +
  "if(event.type!=='change')event.preventDefault();" +
  'event.stopImmediatePropagation();' +
  'held.push({type:event.type,target:control,value:control.value,submitter:event.submitter??null})};' +
  'for(const type of types)addEventListener(type,hold,true);' +
  `window.${EARLY_EVENTS_GLOBAL}={release(){released=true;` +
  'for(const type of types)removeEventListener(type,hold,true);' +
  'return held.splice(0)}};';

const START_DEFERRED_SCRIPTS =
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
  'const start=()=>{' +
  'if(!document.querySelector(\'script[type="' +
  DEFERRED_MODULE_TYPE +
  '"]\'))return;' +
  "if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes.includes('paint')){load();return}" +
  'new PerformanceObserver((list,observer)=>{' +
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}" +
  "}).observe({type:'paint',buffered:true});" +
  `setTimeout(load,${FIRST_PAINT_TIMEOUT_MS})};` +
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start,{once:true});" +
  'else start();';

/** The inline script's text; its sha256 is in firebase.json's script-src. */
export const BOOT_SCRIPT = `(()=>{${APPLY_THEME}${HOLD_EARLY_EVENTS}${START_DEFERRED_SCRIPTS}})()`;
