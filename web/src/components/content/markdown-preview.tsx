import { useDeferredValue, useEffect, useState } from 'react';
import type { SanitizedHtml } from '@/lib/sanitized-html';
import { PostHtml } from './post-html';
import './content.css';

/** Shown under the ask and reply text boxes. */
export const MARKDOWN_HINT =
  'Markdown works: **bold**, `code`, ``` fenced code blocks ``` (e.g. ```js), tables, links and math ($x^2$, $$…$$; \\$ for a dollar sign).';

type RenderPreview = (markdown: string) => SanitizedHtml;

let loading: Promise<RenderPreview> | null = null;

/**
 * The preview renderer, fetched on first use (a chunk of its own: Markdown parser, KaTeX and
 * DOMPurify).
 */
function loadRenderer(): Promise<RenderPreview> {
  loading ??= import('./render-preview').then((module) => module.renderPreview);
  return loading;
}

/** The live preview of a Markdown text being written; nothing while the text is empty. */
export function MarkdownPreview({ text }: { text: string }) {
  const deferred = useDeferredValue(text);
  const [render, setRender] = useState<RenderPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = deferred.trim() !== '';

  useEffect(() => {
    if (!wanted || render) return;
    let active = true;
    loadRenderer().then(
      (loaded) => {
        if (active) setRender(() => loaded);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, render]);

  if (!wanted) return null;
  return (
    <section className="markdown-preview" aria-labelledby="markdown-preview-title">
      <h2 id="markdown-preview-title" className="markdown-preview__title">
        Preview
      </h2>
      {render ? (
        <PostHtml html={render(deferred)} />
      ) : (
        <p className="markdown-preview__status">
          {failed ? 'The preview could not be loaded.' : 'Loading preview…'}
        </p>
      )}
    </section>
  );
}
