import { createHmac, timingSafeEqual } from 'node:crypto';

/** The only header we issue and the only one we accept: the algorithm is pinned. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface JwtClaims {
  sub: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

function sign(input: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** An HS256 JSON Web Token (RFC 7519) over `claims`. */
export function signJwt(claims: JwtClaims, secret: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * The claims when the token is ours, untampered and unexpired; otherwise null. Any header but
 * HS256 (`none`, RS256 key confusion, ...) is refused before the signature is even looked at.
 */
export function verifyJwt(token: string, secret: Buffer, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if ((parsedHeader as { alg?: unknown } | null)?.alg !== 'HS256') return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<JwtClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtClaims>;
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  return claims as JwtClaims;
}
