import type { LivePlayer as Player } from '@church/contracts';
import { useTranslate } from './i18n/catalogues';

/**
 * A video site's player in a frame (the site's CSP allows those sites only), or our own HLS
 * stream in a <video>: phones and Safari play HLS themselves, and so does a current Chrome.
 */
export function LivePlayer({ player, name }: { player: Player; name: string }) {
  const { t } = useTranslate();
  const title = t('public.live.player', { name });
  return player.kind === 'hls' ? (
    <video src={player.src} controls playsInline aria-label={title}>
      <a href={player.src}>{t('public.live.openStream')}</a>
    </video>
  ) : (
    <iframe
      src={player.src}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
