import assert from 'node:assert/strict';
import { it } from 'node:test';
import { fromBase32, matchingTotpStep, otpauthUri, toBase32, totpCode } from './totp';

// RFC 6238 appendix B's SHA-1 secret, and the last six digits of its eight-digit answers.
const rfcSecret = toBase32(Buffer.from('12345678901234567890'));

it('answers the codes of RFC 6238 appendix B (SHA-1)', () => {
  assert.equal(rfcSecret, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  const vectors: [number, string][] = [
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ];
  for (const [seconds, code] of vectors)
    assert.equal(totpCode(rfcSecret, Math.floor(seconds / 30)), code, `T=${seconds}`);
});

it('accepts a code one step either side of now, not two', () => {
  const now = 1111111111 * 1000;
  const step = Math.floor(now / 30_000);
  assert.equal(matchingTotpStep(rfcSecret, totpCode(rfcSecret, step - 1), now), step - 1);
  assert.equal(matchingTotpStep(rfcSecret, totpCode(rfcSecret, step + 1), now), step + 1);
  assert.equal(matchingTotpStep(rfcSecret, totpCode(rfcSecret, step - 2), now), null);
  assert.equal(matchingTotpStep(rfcSecret, '12345', now), null);
  assert.equal(
    matchingTotpStep(rfcSecret, `${totpCode(rfcSecret, step).slice(0, 3)} ${totpCode(rfcSecret, step).slice(3)}`, now),
    step,
  );
});

it('round-trips base32 and writes the key URI authenticator apps read', () => {
  assert.deepEqual(fromBase32(toBase32(Buffer.from([1, 2, 3, 250, 255]))), Buffer.from([1, 2, 3, 250, 255]));
  assert.equal(
    otpauthUri('ABC', 'Cornerstone Church', 'ann@example.com'),
    'otpauth://totp/Cornerstone%20Church%3Aann%40example.com?secret=ABC&issuer=Cornerstone+Church&algorithm=SHA1&digits=6&period=30',
  );
});
