import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1, a 64-byte key from a 16-byte salt. */
export const DEFAULT_PASSWORD_HASH_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

export interface PasswordHasher {
  /** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url): the cost travels with the hash. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of a verification when there is no user, so timing does not tell. */
  verifyDummy(password: string): Promise<false>;
}

/**
 * At most this many scrypt runs at once, the rest wait their turn. libuv's pool has four
 * threads by default, shared with file reads, DNS and compression: without a cap, four hashes
 * (sign-ins, resets) hold every thread and a picture waits for them (decision 0060).
 */
export const DEFAULT_HASH_CONCURRENCY = 2;

/** A counting semaphore: `run` starts `task` when one of `slots` is free. */
function createSemaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r * p bytes; node's default 32 MiB ceiling is below OWASP's cost.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt from node:crypto on the libuv thread pool, so hashing never blocks the event loop.
 * `cost` (log2 N) is configurable only so tests can hash quickly; verification always uses the
 * parameters stored in the hash.
 */
export function createPasswordHasher(
  cost = DEFAULT_PASSWORD_HASH_COST,
  concurrency = DEFAULT_HASH_CONCURRENCY,
): PasswordHasher {
  const inTurn = createSemaphore(concurrency);
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const key = await inTurn(() => derive(password, salt, cost, BLOCK_SIZE, PARALLELISM));
      return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, costText, rText, pText, saltText, keyText] = stored.split('$');
      if (scheme !== 'scrypt' || !saltText || !keyText) return false;
      const expected = Buffer.from(keyText, 'base64url');
      const key = await inTurn(() =>
        derive(password, Buffer.from(saltText, 'base64url'), Number(costText), Number(rText), Number(pText)),
      );
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
    async verifyDummy(password) {
      dummy ??= hasher.hash('not a real password 0');
      await hasher.verify(password, await dummy);
      return false;
    },
  };
  return hasher;
}
