import Stripe from 'stripe';
import { GatewayError } from '../../gateway';

const { errors } = Stripe;

export const stripeMessages = {
  busy: 'The payment service is busy. Please try again in a moment.',
  unavailable: 'The payment service could not be reached. Please try again.',
} as const;

export const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof errors.StripeCardError;

/** Stripe's "No such ...": what the retrieve methods answer as undefined. */
export const isMissing = (error: unknown): boolean =>
  error instanceof errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');

/**
 * A Stripe refusal as the GatewayError routes show (card and request errors with Stripe's own
 * message, as the sandbox does). Bad credentials or permissions are our configuration, not the
 * caller's: they stay a plain error (a logged 500) so the key's details never reach a browser.
 */
export function toGatewayError(error: unknown): unknown {
  if (!(error instanceof errors.StripeError)) return error;
  if (error instanceof errors.StripeCardError) return new GatewayError(402, error.code ?? 'card_error', error.message);
  if (error instanceof errors.StripeInvalidRequestError || error instanceof errors.StripeIdempotencyError) {
    return new GatewayError(
      error.statusCode ?? 400,
      error.code ?? error.rawType ?? 'invalid_request_error',
      error.message,
    );
  }
  if (error instanceof errors.StripeRateLimitError) return new GatewayError(503, 'rate_limit', stripeMessages.busy);
  if (error instanceof errors.StripeAPIError || error instanceof errors.StripeConnectionError) {
    return new GatewayError(502, 'api_error', stripeMessages.unavailable);
  }
  return new Error(`Stripe refused the request (${error.type}): ${error.message}`, { cause: error });
}

/** Runs one Stripe call, turning its refusal into a GatewayError. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGatewayError(error);
  }
}
