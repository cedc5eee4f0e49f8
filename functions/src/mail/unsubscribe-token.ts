// Signed one-click unsubscribe tokens: `<payload>.<signature>`, both base64url. The payload names
// the member, the kind of mail, when the link expires and a random nonce; the signature is an
// HMAC-SHA256 of the payload with UNSUBSCRIBE_SECRET. Used tokens are recorded by nonce
// (UnsubscribeTokens), so a token works once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, UNSUBSCRIBE_TOKEN_DAYS, type MailKind } from '@queryhub/model';
import { z } from 'zod/v4';
import { parseOrNull } from '../shared/input-schema';

export interface UnsubscribeClaims {
  uid: string;
  kind: MailKind;
  /** Expiry, epoch ms. */
  expiresAt: number;
  nonce: string;
}

export type TokenCheck =
  | { ok: true; claims: UnsubscribeClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const sign = (payload: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

export function createUnsubscribeToken(
  uid: string,
  kind: MailKind,
  secret: string,
  nowMs: number,
  nonce: string = randomBytes(12).toString('base64url'),
): string {
  const expiresAt = nowMs + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60 * 1000;
  const payload = Buffer.from(JSON.stringify({ u: uid, k: kind, x: expiresAt, n: nonce })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The signed payload's claims, in the token's short names. */
const TokenClaims = z.object({
  u: z.string().min(1).max(128),
  k: z.enum(MAIL_KINDS),
  x: z.number(),
  n: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

const TokenText = z.string().max(1024);

function parseClaims(payload: string): UnsubscribeClaims | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = parseOrNull(TokenClaims, json);
  return claims && { uid: claims.u, kind: claims.k, expiresAt: claims.x, nonce: claims.n };
}

/** Checks the signature first (in constant time), then the claims and the expiry. */
export function verifyUnsubscribeToken(token: unknown, secret: string, nowMs: number): TokenCheck {
  const text = parseOrNull(TokenText, token);
  if (text === null) return { ok: false, reason: 'malformed' };
  const parts = text.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.expiresAt <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
