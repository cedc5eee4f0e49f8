// The elements our Markdown dialect produces: the one allow-list of tags that the server's
// sanitizer (sanitize-html) and the forms' preview (DOMPurify) both keep.
export const POST_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'span',
  'em',
  'strong',
  's',
  'del',
  'a',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
];

// KaTeX's HTML output (render-math.ts), admitted exactly: its elements, the attributes it
// writes, its classes (those katex.css styles and the atom classes it adds for spacing) and its
// inline styles with the shapes of value it writes (lengths in em, colours). No MathML.

/** The SVG elements of stretchy glyphs (\sqrt, \widehat, \overrightarrow, \cancel…). */
export const MATH_SVG_TAGS: readonly string[] = ['svg', 'path', 'line'];

/** Attributes by element; `span` also gets `class`, `style` and `title` from the post list. */
export const MATH_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  span: ['aria-hidden', 'role', 'aria-label'],
  svg: ['xmlns', 'width', 'height', 'viewBox', 'preserveAspectRatio', 'style'],
  path: ['d'],
  line: ['x1', 'y1', 'x2', 'y2', 'stroke-width'],
};

export const MATH_CLASSES: readonly string[] = (
  'accent-body accent-full accentunder allowbreak amsrm angl anglpad arraycolsep boldsymbol ' +
  'boxpad brace-center brace-left brace-right cancel-lap cancel-pad cd-arrow-pad cd-label-left ' +
  'cd-label-right cd-vert-arrow clap col-align-c col-align-l col-align-r colorbox delim-size1 ' +
  'delim-size4 delimcenter delimsizing delimsizinginner eqn-num fbox fcolorbox fleqn ' +
  'fontsize-ensurer frac-line halfarrow-left halfarrow-right hide-tail katex katex-accent ' +
  'katex-base katex-display katex-error katex-fix katex-hdashline katex-hline katex-html ' +
  'katex-inner katex-newline katex-overlay katex-overline katex-root katex-rule katex-sizing ' +
  'katex-smash katex-sout katex-stretchy katex-strut katex-tag katex-thinbox katex-underline ' +
  'katex-vbox large-op leqno llap mainrm mathbb mathbf mathboldfrak mathboldsf mathcal mathfrak ' +
  'mathit mathitsf mathnormal mathrm mathscr mathsf mathsfit mathtt mbin mclose mfrac minner ' +
  'mop mopen mord mover mpunct mrel mspace msupsub mtable mtight mtr-glue mult munder nobreak ' +
  'nulldelimiter op-limits op-symbol overline-line pstrut reflectbox rlap small-op sqrt ' +
  'svg-align text textbb textbf textboldfrak textboldsf textfrak textit textitsf textrm ' +
  'textscr textsf texttt underline-line vertical-separator vlist vlist-r vlist-s vlist-t ' +
  'vlist-t2 x-arrow x-arrow-pad'
).split(' ');

/** KaTeX's size classes: `size1`…`size11` and `reset-size1`…`reset-size11`. */
export const MATH_SIZE_CLASS = /^(reset-)?size([1-9]|1[01])$/;

const LENGTH = String.raw`-?(\d+(\.\d+)?|\.\d+)(em|ex|pt|px|%)?`;
const length = new RegExp(`^${LENGTH}$`);
const lengths = new RegExp(`^${LENGTH}( ${LENGTH}){0,3}$`);
const color = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30})$/;

/** The inline styles of KaTeX's spans: property → the values it writes. */
export const MATH_SPAN_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  height: [length],
  width: [length, new RegExp(String.raw`^calc\(100% - ${LENGTH}\)$`)],
  'min-width': [length],
  top: [length],
  bottom: [length],
  left: [length],
  margin: [lengths],
  'margin-left': [length],
  'margin-right': [length],
  'margin-top': [length],
  'padding-left': [length],
  'vertical-align': [length],
  'border-width': [length],
  'border-top-width': [length],
  'border-bottom-width': [length],
  'border-right-width': [length],
  'border-style': [/^(solid|dashed)$/],
  'border-right-style': [/^(solid|dashed)$/],
  'border-color': [color],
  color: [color],
  'background-color': [color],
  position: [/^(relative|absolute)$/],
  'text-shadow': [lengths],
};

/** The inline style of KaTeX's fixed-width SVGs. */
export const MATH_SVG_STYLES: Readonly<Record<string, readonly RegExp[]>> = { width: [length] };

const mathClasses = new Set(MATH_CLASSES);

/** Whether `name` is a class KaTeX writes. */
export function isMathClass(name: string): boolean {
  return mathClasses.has(name) || MATH_SIZE_CLASS.test(name);
}

/**
 * The declarations of a KaTeX element's inline style that the allow-list admits (for the
 * preview's DOMPurify; sanitize-html applies the same tables itself), as `name:value;…`.
 */
export function allowedMathStyle(tag: string, style: string): string {
  const table = tag === 'svg' ? MATH_SVG_STYLES : tag === 'span' ? MATH_SPAN_STYLES : {};
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return [
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration.slice(colon + 1).trim(),
      ];
    })
    .filter(
      ([name = '', value = '']) =>
        Object.hasOwn(table, name) && (table[name] ?? []).some((pattern) => pattern.test(value)),
    )
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
