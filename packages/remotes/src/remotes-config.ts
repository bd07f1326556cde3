/** Where each remote's mf-manifest.json lives, read at runtime so a remote moves without a shell rebuild. */
export interface RemotesConfig {
  remotes: Record<string, string>;
}

function isRemotesConfig(value: unknown): value is RemotesConfig {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    Object.values(remotes).every((entry) => typeof entry === 'string')
  );
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // no-store: a moved remote must be picked up on the next load, never from a stale cache.
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remotes config answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemotesConfig(body)) throw new Error('Remotes config is malformed');
  return body;
}

/** The config the server inlined into the page, if it did: saves a request at startup. */
export function readInlineRemotesConfig(): RemotesConfig | undefined {
  const text = document.getElementById('remotes-config')?.textContent;
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return isRemotesConfig(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
