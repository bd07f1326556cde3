import { useId } from 'react';
import { Button } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useMyFeed, useRenewMyFeed } from '../api/get-my-feed';
import styles from './my-schedule.module.css';

/**
 * The member's own schedule as a feed their calendar app subscribes to: a secret address, beside
 * the church's group feeds (decision 0041), that they can replace if it was shared by mistake.
 */
export function MyFeed() {
  const { t } = useTranslate();
  const feed = useMyFeed();
  const renew = useRenewMyFeed();
  const inputId = useId();
  if (!feed.data) return null;
  const url = new URL(feed.data.url, window.location.origin).href;
  return (
    <section className={styles.section} aria-labelledby="my-feed-title">
      <h2 id="my-feed-title">{t('account.feed.title')}</h2>
      <p className={styles.muted}>{t('account.feed.lead')}</p>
      <label htmlFor={inputId}>{t('account.feed.address')}</label>
      <input
        id={inputId}
        className={styles.feedInput}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <a href={url.replace(/^https?:/, 'webcal:')}>{t('account.feed.open')}</a>
        <Button variant="secondary" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('account.feed.renew')}
        </Button>
      </div>
    </section>
  );
}
