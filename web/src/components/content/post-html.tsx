import type { SanitizedHtml } from '@/lib/sanitized-html';
import './post-html.css';

export interface PostHtmlProps {
  html: SanitizedHtml;
  className?: string;
}

/**
 * A post's rendered Markdown. The one place the app sets HTML: only sanitizer output reaches it
 * (the type says so). Renders the same markup on the server and in the browser.
 */
export function PostHtml({ html, className }: PostHtmlProps) {
  return (
    <div
      className={['post-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
