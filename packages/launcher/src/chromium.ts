import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)';

const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the first Chromium-like binary on PATH. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of PATH_NAMES) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export function requireChromium(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
