import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The key comes from the presented refresh token itself (256 random bits), so the database alone
// (a backup, a leak) cannot open a successor: only whoever holds the old token can.
function keyFrom(token: string): Buffer {
  return createHash('sha256').update(`refresh-successor:${token}`).digest();
}

/** `successor` encrypted (AES-256-GCM) under a key derived from `token`. */
export function sealSuccessor(successor: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor sealed under `token`, or null when `token` is not the one it was sealed with. */
export function openSuccessor(sealed: string, token: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
