import { createHmac } from 'node:crypto';

// The phone's authenticator app, for the tests: RFC 6238 written apart from the server's, so a
// spec checks the server against the standard rather than against itself.

const STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/\s/g, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** The six digits the app shows for `step` (the current 30 seconds unless given). */
export function authenticatorCode(secret: string, step = currentStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
