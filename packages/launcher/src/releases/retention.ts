import fs from 'node:fs';
import path from 'node:path';
import type { ReleasePointer } from './pointer';
import { RELEASE_ID } from './release-folder';

/** Rollback depth: a bad release is noticed within a deploy or two, five leaves room. */
export const KEEP_PREVIOUS = 5;
/**
 * An open page keeps loading from the release it started with until it reloads. A week covers
 * a tab opened on Sunday and left open until the next Sunday; an older tab whose release is
 * gone gets the retry panel, whose retry reads the current config.
 */
export const KEEP_DAYS = 7;
/** A folder no pointer names yet may be a release being published right now. */
const INCOMING_GRACE_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The current release, the last few before it, and every release current within KEEP_DAYS. */
export function releasesToKeep(pointer: ReleasePointer, now: Date): Set<string> {
  const recent = pointer.history.filter((entry) => now.getTime() - Date.parse(entry.until) < KEEP_DAYS * DAY_MS);
  return new Set([
    pointer.release,
    ...pointer.history.slice(0, KEEP_PREVIOUS).map((entry) => entry.release),
    ...recent.map((entry) => entry.release),
  ]);
}

/**
 * Deletes the release folders retention does not keep and trims the history to match; returns
 * the deleted ids. A folder no pointer ever named is left alone for an hour: it may be a
 * release being published by another command right now.
 */
export function pruneReleases(
  appDir: string,
  pointer: ReleasePointer,
  now: Date,
): { pointer: ReleasePointer; removed: string[] } {
  const keep = releasesToKeep(pointer, now);
  const named = new Set(pointer.history.map((entry) => entry.release));
  const removed: string[] = [];
  for (const entry of fs.readdirSync(appDir, { withFileTypes: true })) {
    const isRelease = RELEASE_ID.test(entry.name);
    if (!entry.isDirectory() || keep.has(entry.name) || !(isRelease || entry.name.startsWith('.incoming-'))) continue;
    const folder = path.join(appDir, entry.name);
    if (!named.has(entry.name) && Date.now() - fs.statSync(folder).mtimeMs < INCOMING_GRACE_MS) continue;
    fs.rmSync(folder, { recursive: true, force: true });
    if (isRelease) removed.push(entry.name);
  }
  return { pointer: { ...pointer, history: pointer.history.filter((entry) => keep.has(entry.release)) }, removed };
}
