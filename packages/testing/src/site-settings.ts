import type { SiteSettings } from '@church/contracts';

/**
 * The `site-settings` block the server inlines into every page, for a test's document.
 * Returns its removal.
 */
export function inlineSiteSettings(settings: Partial<SiteSettings> | string): () => void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'site-settings';
  block.textContent = typeof settings === 'string' ? settings : JSON.stringify(settings);
  document.head.append(block);
  return () => block.remove();
}
