import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, ResponsiveImage } from '@/components/ui';
import type { Screenshot } from '@queryhub/model';
import './content.css';

export interface PostCardProps {
  /** The question or answer text, always rendered as text. */
  text: string;
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
  /** Shown under the byline, e.g. vote controls or a score line. */
  children?: ReactNode;
}

/** The reader's local date and 12-hour time, e.g. "Nov 22, 2026, 10:05 AM". */
export function formatPostTime(millis: number, locale?: string): string {
  return new Date(millis).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
  });
}

/** A question or answer in a list: its text, its screenshot if any, and who wrote it. */
export function PostCard({
  text,
  byline,
  screenshot,
  screenshotAlt,
  dateMillis,
  to,
  badge,
  children,
}: PostCardProps) {
  return (
    <Card as="li" className="post-card">
      {badge}
      <p className="post-card__text">
        {to ? (
          <Link className="post-card__link" to={to}>
            {text}
          </Link>
        ) : (
          text
        )}
      </p>
      {screenshot && (
        <ResponsiveImage
          className="post-card__image"
          src={screenshot.originalUrl}
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
            <time dateTime={new Date(dateMillis).toISOString()}>{formatPostTime(dateMillis)}</time>
          </>
        )}
      </p>
      {children}
    </Card>
  );
}
