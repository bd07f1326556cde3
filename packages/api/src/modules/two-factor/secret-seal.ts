import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets must be readable to check codes, so they cannot be hashed; they are
 * sealed (AES-256-GCM) under a key derived from the server's signing secret, so a database
 * backup alone does not hand out anyone's second factor.
 */
export function createSecretSeal(serverSecret: Buffer) {
  const key = createHmac('sha256', serverSecret).update('two-step-secret-seal').digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** Null when sealed under another server secret (JWT_SECRET changed): recovery codes still work. */
    open(sealed: string): string | null {
      const bytes = Buffer.from(sealed, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretSeal = ReturnType<typeof createSecretSeal>;
