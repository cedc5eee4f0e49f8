import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, ResponsiveImage } from '@/components/ui';
import type { Screenshot } from '@queryhub/model';
import { useHydrated } from '@/hooks/use-hydrated';
import type { SanitizedHtml } from '@/lib/sanitized-html';
import { PostHtml } from './post-html';
import './content.css';

export interface PostCardProps {
  /** The question or answer text, rendered as text unless `html` is shown instead. */
  text: string;
  /** The text's rendered Markdown; shown in place of the text when the card is not a link. */
  html?: SanitizedHtml | null;
  /** E.g. 'This question is asked by ann' (the name may be a link to the user page). */
  byline: ReactNode;
  screenshot: Screenshot | null;
  screenshotAlt: string;
  /** When it was posted; null while the server timestamp is pending. */
  dateMillis: number | null;
  /** Where the card leads; without it the card is not a link. */
  to?: string;
  /** Shown above the text, e.g. the "Accepted answer" mark. */
  badge?: ReactNode;
  /** Shown under the byline, e.g. the post's actions or a score line. */
  children?: ReactNode;
  /** The element id, so a URL fragment can point at the post. */
  anchorId?: string;
}

const POST_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  hour12: true,
};

// Building an Intl.DateTimeFormat costs milliseconds (toLocaleString builds one on every call);
// a page of 20 posts formats 40 times while it hydrates, so each format is built once.
const localFormats = new Map<string, Intl.DateTimeFormat>();
const utcFormat = new Intl.DateTimeFormat('en-US', { ...POST_TIME_OPTIONS, timeZone: 'UTC' });

function localFormat(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, POST_TIME_OPTIONS);
    localFormats.set(key, format);
  }
  return format;
}

/** The reader's local date and 12-hour time, e.g. "Nov 22, 2026, 10:05 AM". */
export function formatPostTime(millis: number, locale?: string): string {
  return localFormat(locale).format(millis);
}

/**
 * The same instant in UTC with a fixed locale, e.g. "Nov 22, 2026, 10:05 AM UTC": what the server
 * and the hydrating client both render, before the reader's own zone is known.
 */
function formatPostTimeUtc(millis: number): string {
  return `${utcFormat.format(millis)} UTC`;
}

/**
 * A post's time: absolute UTC on the server and the first client pass, then the reader's zone.
 * The UTC text keeps reserving its width (`data-reserve`, drawn invisibly by the stylesheet), so
 * the shorter local text does not rewrap a byline under a reader who has scrolled down.
 */
export function PostTime({ millis }: { millis: number }) {
  const hydrated = useHydrated();
  const utc = formatPostTimeUtc(millis);
  return (
    <time className="post-time" dateTime={new Date(millis).toISOString()} data-reserve={utc}>
      {hydrated ? formatPostTime(millis) : utc}
    </time>
  );
}

/** A question or answer in a list: its text, its screenshot if any, and who wrote it. */
export function PostCard({
  text,
  html = null,
  byline,
  screenshot,
  screenshotAlt,
  dateMillis,
  to,
  badge,
  children,
  anchorId,
}: PostCardProps) {
  return (
    <Card as="li" className="post-card" id={anchorId}>
      {badge}
      {html && !to ? (
        <PostHtml className="post-card__html" html={html} />
      ) : (
        <p className="post-card__text">
          {to ? (
            <Link className="post-card__link" to={to}>
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
      )}
      {screenshot && (
        <ResponsiveImage
          className="post-card__image"
          src={screenshot.variants.large}
          variants={screenshot.variants}
          alt={screenshotAlt}
          preferThumb
        />
      )}
      <p className="post-card__byline">
        {byline}
        {dateMillis !== null && (
          <>
            {' · '}
            <PostTime millis={dateMillis} />
          </>
        )}
      </p>
      {children}
    </Card>
  );
}
