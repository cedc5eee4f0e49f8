// Pure HTML helpers for the documents the function sends.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value as HTML: the five special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The built page, cut where the server's parts go. */
export interface ShellParts {
  /** From `<!doctype html>` up to (not including) `</head>`, without `<title>` and the description. */
  head: string;
  /** From `</head>` up to and including `<div id="root">`. */
  beforeRoot: string;
  /** From the root element's own `</div>` to the end. */
  afterRoot: string;
}

const ROOT_OPEN = '<div id="root">';

/** The index just past the `</div>` that closes the `<div` opened at `start`. */
function closingDivEnd(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  throw new Error('The app shell has no closing tag for #root');
}

/**
 * Splits the app shell (web/dist/app-shell.html) around its `<head>` end and the content of
 * `#root` (the prerendered loading shell, replaced by the page). Title and description are
 * removed: each page writes its own.
 */
export function splitShell(html: string): ShellParts {
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_OPEN);
  if (headEnd < 0 || rootStart < 0 || rootStart < headEnd) {
    throw new Error('The app shell needs a </head> and then a <div id="root">');
  }
  const rootClose = closingDivEnd(html, rootStart);
  const head = html
    .slice(0, headEnd)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return {
    head,
    beforeRoot: html.slice(headEnd, rootStart + ROOT_OPEN.length),
    afterRoot: html.slice(rootClose),
  };
}

/** One page: the shell with its head tags, the rendered #root content and the data scripts after it. */
export function renderDocument(
  shell: ShellParts,
  page: { headTags: string; rootMarkup: string; bodyScripts: string },
): string {
  return `${shell.head}${page.headTags}${shell.beforeRoot}${page.rootMarkup}</div>${page.bodyScripts}${shell.afterRoot.slice('</div>'.length)}`;
}
