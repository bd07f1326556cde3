import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './gateway';

/** Stripe's default tolerance for the signed timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `Stripe-Signature` value for a payload: `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Throws unless one `v1` of the header signs `t.payload` with `secret` within the tolerance. */
export function verifyWebhookSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('Webhook signature is missing');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError();
  if (Math.abs(now - timestamp) > tolerance) throw new WebhookSignatureError('Webhook timestamp is too old');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError();
}
