import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs access tokens: JWT_SECRET when set (required with several replicas),
 * otherwise one generated on first start and kept in DATA_DIR/jwt-secret (mode 0600), so a
 * restart does not sign everybody out.
 */
export async function loadJwtSecret(dataDir: string, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48);
  try {
    await fs.writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  }
}
