import type { RequestLike } from './http-types';

/** The site's origin: SITE_ORIGIN when set (production), else the host the request came to. */
export function siteOrigin(request: Pick<RequestLike, 'get'>): string {
  const configured = process.env.SITE_ORIGIN;
  if (configured) return configured.replace(/\/+$/, '');
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? 'localhost';
  const proto = request.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  return `${proto ?? (local ? 'http' : 'https')}://${host}`;
}
