import { useEffect } from 'react';
import { i18n, useTranslate } from '@church/i18n';
import { ErrorPanel } from '@church/ui';

// The panel's English, also in its catalogue: shown until the catalogue arrives, or when nothing
// can be fetched at all (the failure that brought the panel may be the network's).
const englishTitle = (region: string) => `${region} is not available right now`;
const englishMessage =
  'This part of the site could not be loaded. The rest of the site still works. Please try again in a moment.';

/**
 * The retry panel of a failed region, in the page's language. Every first visit carries this
 * code, so its words are a chunk fetched only when a region fails (no chunk name: the names
 * are spelled out in the first visit's chunk map).
 */
export function UnavailablePanel({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { t } = useTranslate();
  useEffect(() => {
    void import('./i18n/catalogues');
  }, []);
  const region = t(label);
  const translated = i18n.has('remotes.unavailable.title');
  return (
    <ErrorPanel
      title={translated ? t('remotes.unavailable.title', { label: region }) : englishTitle(region)}
      message={translated ? t('remotes.unavailable.message') : englishMessage}
      onRetry={onRetry}
    />
  );
}
