// Signing of webhook deliveries: HMAC-SHA256 of "<timestamp>.<body>" with the endpoint's secret,
// sent as `X-QueryHub-Signature: sha256=<hex>` beside `X-QueryHub-Timestamp` (Unix seconds).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_LIMITS } from '@queryhub/model';

/** A new endpoint's signing secret: 32 random bytes, recognisable by its prefix. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The X-QueryHub-Signature header's value for `body` sent at `timestamp` (Unix seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `sha256=${hex}`;
}

/**
 * What a receiver checks (README, "For programs"): the signature matches in constant time and
 * the timestamp is within `toleranceSeconds` of its clock, so a recorded delivery cannot be
 * replayed later.
 */
export function isValidWebhookSignature(
  secret: string,
  timestampHeader: string,
  body: string,
  signatureHeader: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_LIMITS.toleranceSeconds,
): boolean {
  if (!/^\d{1,12}$/.test(timestampHeader)) return false;
  const timestamp = Number(timestampHeader);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
