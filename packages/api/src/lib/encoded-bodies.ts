import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';
export type EncodedBodies = Readonly<Partial<Record<BodyEncoding, Buffer>>>;

// Smaller bodies gain less than the encoding costs (the compress plugin's threshold too).
const MIN_BYTES = 1024;
const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];

/**
 * A body compressed once in each encoding browsers accept, for answers sent many times: the
 * compress plugin would spend the same work again on every request. Made once per answer, so
 * it affords a better ratio than per-request compression (brotli 6 against 4).
 */
export function encodeBody(body: string): EncodedBodies | undefined {
  if (Buffer.byteLength(body) < MIN_BYTES) return undefined;
  const bytes = Buffer.from(body);
  return {
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzip: gzipSync(bytes),
  };
}

// Nearly every request carries one of a few browsers' exact headers: the last answer is kept.
let lastHeader: string | undefined;
let lastChoice: BodyEncoding | undefined;

/** The encoding the client prefers among ours (its q-values honoured), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (acceptEncoding !== lastHeader) {
    lastChoice = negotiate(acceptEncoding, ENCODINGS) ?? undefined;
    lastHeader = acceptEncoding;
  }
  return lastChoice;
}
