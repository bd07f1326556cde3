import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '../../test/helper';
import { createAccessTokens } from './access-tokens';
import { signJwt, verifyJwt } from './jwt';
import { loadJwtSecret } from './jwt-secret';
import { createPasswordHasher } from './password';

describe('password hashing', () => {
  it('uses scrypt at OWASP cost by default, and verifies with the stored parameters', async () => {
    const strong = createPasswordHasher();
    const hash = await strong.hash('Secret123');
    const [scheme, cost, r, p, salt, key] = hash.split('$');
    assert.deepEqual([scheme, cost, r, p], ['scrypt', '17', '8', '1']);
    assert.equal(Buffer.from(salt ?? '', 'base64url').length, 16);
    assert.equal(Buffer.from(key ?? '', 'base64url').length, 64);
    // A hasher configured with another cost still verifies it: the cost travels with the hash.
    const cheap = createPasswordHasher(10);
    assert.equal(await cheap.verify('Secret123', hash), true);
    assert.equal(await cheap.verify('Secret124', hash), false);
    assert.equal(await cheap.verify('Secret123', 'garbage'), false);
    assert.equal(await cheap.verifyDummy('Secret123'), false);
  });
});

describe('access tokens', () => {
  const secret = Buffer.from('k'.repeat(48));
  const claims = { sub: 'u1', iat: 1000, exp: 2000, roles: ['Admin'] };

  it('verifies its own HS256 tokens and refuses tampered, expired, or other-algorithm ones', () => {
    const token = signJwt(claims, secret);
    assert.deepEqual(verifyJwt(token, secret, 1500), claims);
    assert.equal(verifyJwt(token, secret, 2000), null, 'expired at exp');
    assert.equal(verifyJwt(token, Buffer.from('other'), 1500), null);
    const [, payload, signature] = token.split('.');
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    assert.equal(verifyJwt(`${header('none')}.${payload}.`, secret, 1500), null);
    assert.equal(verifyJwt(`${header('HS512')}.${payload}.${signature}`, secret, 1500), null);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url');
    assert.equal(verifyJwt(`${header('HS256')}.${forged}.${signature}`, secret, 1500), null);
  });

  it('carries the user id, the session, roles and allowed actions for 15 minutes', () => {
    let now = 1_000_000_000_000;
    const tokens = createAccessTokens({ secret, ttlMinutes: 15, now: () => now });
    const user = { id: 'u1', roles: ['Member'], allowedActions: ['Events'] };
    const issued = tokens.issue(user, 'session-1');
    assert.equal(issued.expiresAt, now / 1000 + 900);
    assert.deepEqual(tokens.verify(issued.accessToken), user);
    assert.equal(tokens.inspect(issued.accessToken)?.sessionId, 'session-1');
    now += 900_000;
    assert.equal(tokens.verify(issued.accessToken), null);
  });

  it('takes a token verified once at its word only for those exact bytes, and only until it expires', () => {
    let now = 1_000_000_000_000;
    const tokens = createAccessTokens({ secret, ttlMinutes: 15, now: () => now });
    const issued = tokens.issue({ id: 'u1', roles: ['Member'], allowedActions: [] }, 'session-1');
    assert.equal(tokens.verify(issued.accessToken)?.id, 'u1');
    const [header, payload, signature] = issued.accessToken.split('.') as [string, string, string];
    const promoted = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['Admin'] }),
    ).toString('base64url');
    assert.equal(tokens.inspect(`${header}.${promoted}.${signature}`), null, 'a changed payload is checked anew');
    const otherServer = createAccessTokens({ secret: Buffer.from('o'.repeat(48)), ttlMinutes: 15, now: () => now });
    assert.equal(otherServer.verify(issued.accessToken), null, 'another secret never trusts it');
    now += 899_000;
    assert.equal(tokens.verify(issued.accessToken)?.id, 'u1');
    now += 1_000;
    assert.equal(tokens.verify(issued.accessToken), null, 'expired, though verified before');
    assert.equal(tokens.verify(issued.accessToken), null);
  });

  it('keeps a generated secret in DATA_DIR/jwt-secret, readable by the owner only', async () => {
    const dataDir = tempDir();
    const first = await loadJwtSecret(dataDir);
    assert.equal(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777, 0o600);
    assert.deepEqual(await loadJwtSecret(dataDir), first, 'a restart keeps it');
    assert.deepEqual(await loadJwtSecret(dataDir, 'x'.repeat(32)), Buffer.from('x'.repeat(32)));
  });
});
