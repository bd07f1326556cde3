import { fileURLToPath } from 'node:url';

/** The workspace root (this file is packages/launcher/src/paths.ts). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
