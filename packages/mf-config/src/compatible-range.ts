/**
 * The versions of a shared singleton an app accepts, given the version it was built with: the
 * previous minor and every later one of the same major (`19.3.1` accepts `^19.2.0`). So a remote
 * released against the previous minor of React or of one of our packages runs in today's shell,
 * and today's remote runs in the previous shell (docs/decisions/0049). Below 1.0 a minor is
 * semver's breaking step, so there the range is one minor either way (`0.4.2`: 0.3 to 0.5).
 */
export function compatibleRange(version: string): string {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`Not a semver version: ${version}`);
  const major = Number(match[1]);
  const minor = Number(match[2]);
  const previousMinor = Math.max(minor - 1, 0);
  if (major > 0) return `^${major}.${previousMinor}.0`;
  return `>=0.${previousMinor}.0 <0.${minor + 2}.0`;
}
