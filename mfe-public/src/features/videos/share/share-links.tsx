import { useTranslate } from './i18n/catalogues';

/**
 * Share a video on a short-message network (X) and a social network (Facebook): plain links, so a
 * page the server drew keeps them without this code (video-actions.tsx).
 */
export function ShareLinks({ name, url }: { name: string; url: string }) {
  const { t } = useTranslate();
  const encodedUrl = encodeURIComponent(url);
  const xHref = `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(name)}`;
  const facebookHref = `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`;
  return (
    <>
      <span>{t('Share')}</span>
      <a href={xHref} target="_blank" rel="noopener noreferrer" aria-label={t('public.video.shareOnX', { name })}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"
          />
        </svg>
      </a>
      <a
        href={facebookHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('public.video.shareOnFacebook', { name })}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z"
          />
        </svg>
      </a>
    </>
  );
}
