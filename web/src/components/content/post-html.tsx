import { useEffect } from 'react';
import { containsMath, loadMathStylesheet } from '@/lib/math-stylesheet';
import type { SanitizedHtml } from '@/lib/sanitized-html';
import './post-html.css';

export interface PostHtmlProps {
  html: SanitizedHtml;
  className?: string;
}

/**
 * A post's rendered Markdown. The one place the app sets HTML: only sanitizer output reaches it
 * (the type says so). Renders the same markup on the server and in the browser; formulas arrive
 * rendered by the server (KaTeX), and only their stylesheet is loaded here.
 */
export function PostHtml({ html, className }: PostHtmlProps) {
  const math = containsMath(html);
  // KaTeX's stylesheet and fonts, only for a post with math in it (the markup is already here).
  useEffect(() => {
    if (math) loadMathStylesheet();
  }, [math]);
  return (
    <div
      className={['post-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
