import { EMBED_FRAME_ORIGINS, type RemotesConfig } from '@church/contracts';

/** The origins the remotes config points at (each remote is served from its own port/host). */
export function remoteOrigins(config: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const manifestUrl of Object.values(config.remotes)) {
    try {
      origins.add(new URL(manifestUrl).origin);
    } catch {
      // A relative URL is served by this origin, which 'self' already covers.
    }
  }
  return [...origins];
}

/** What Stripe.js needs when the card field is Stripe's: its script and its API. */
const stripeScriptOrigins = ['https://js.stripe.com'];
const stripeConnectOrigins = ['https://api.stripe.com', 'https://m.stripe.network'];
/** Stripe's card fields and its 3-D Secure pages are frames of its own. */
const stripeFrameOrigins = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/**
 * The Content-Security-Policy of the shell's HTML: everything from 'self' and the remotes'
 * origins; inline styles (styled components and the federation runtime inject them);
 * frames only from the video sites whose players we embed (sermons, the live stream); media from
 * 'self' and the church's own live stream (`media`, its origin). No upgrade-insecure-requests:
 * remotes may be plain http (localhost in development). With `stripe`, the card provider's
 * origins too.
 */
export function siteCsp(
  origins: readonly string[],
  options: { stripe?: boolean; media?: readonly string[] } = {},
): string {
  const sources = ["'self'", ...origins].join(' ');
  const scripts = [sources, ...(options.stripe ? stripeScriptOrigins : [])].join(' ');
  const connections = [sources, ...(options.stripe ? stripeConnectOrigins : [])].join(' ');
  const frames = [...EMBED_FRAME_ORIGINS, ...(options.stripe ? stripeFrameOrigins : [])].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    `script-src ${scripts}`,
    `style-src ${sources} 'unsafe-inline'`,
    `font-src ${sources} data:`,
    `img-src ${sources} data: blob:`,
    ["media-src 'self' blob:", ...(options.media ?? [])].join(' '),
    `connect-src ${connections}`,
    `frame-src ${frames}`,
  ].join('; ');
}
