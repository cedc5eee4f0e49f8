import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

// The languages a fenced block may name (their aliases too, e.g. js, ts, py, sh, html). Only
// named languages are highlighted: auto-detection would run every grammar over every block.
const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  dockerfile,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  plaintext,
  python,
  ruby,
  rust,
  scss,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml,
};

let registered = false;

function highlighter(): typeof hljs {
  if (!registered) {
    for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
    registered = true;
  }
  return hljs;
}

/**
 * The code as highlighted HTML (HTML-escaped text in `<span class="hljs-…">` elements), or null
 * when the language is not one we highlight (the caller then escapes the code itself).
 */
export function highlightCode(code: string, language: string): string | null {
  const hl = highlighter();
  const name = language.trim().toLowerCase();
  if (name === '' || !hl.getLanguage(name)) return null;
  return hl.highlight(code, { language: name, ignoreIllegals: true }).value;
}
