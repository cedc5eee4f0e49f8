// Server-rendered pages carry their stylesheet inline: a `<link rel="stylesheet">` is a request
// the first paint must wait for (one more round trip on a phone's network), and the whole app's
// CSS is small (web/vite.config.ts builds one file).

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g;

/**
 * The page with each same-origin stylesheet link replaced by a `<style>` element holding the
 * file's text (`readAsset` reads a path relative to the web build's root). The CSP allows inline
 * styles ('unsafe-inline' in style-src), never inline scripts.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readAsset(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
}
