import type { TimestampLike } from '@/features/auth';

/** "hh:mm A.M" / "hh:mm P.M": the spec's 12-hour clock with A.M/P.M. */
function clock(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hour12}:${minutes} ${hours < 12 ? 'A.M' : 'P.M'}`;
}

/**
 * Users.LoginTime for display: a Timestamp becomes "{local date} {h:mm} A.M|P.M"; legacy text
 * records are shown as stored with am/pm spelled A.M/P.M; missing → null.
 */
export function formatLoginTime(
  value: TimestampLike | string | null | undefined,
  locale?: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    return value.replace(/\b([ap])\.?m\.?(?=\s|$)/gi, (_match, letter: string) =>
      letter.toLowerCase() === 'a' ? 'A.M' : 'P.M',
    );
  }
  const date = value.toDate();
  return `${date.toLocaleDateString(locale)} ${clock(date)}`;
}
