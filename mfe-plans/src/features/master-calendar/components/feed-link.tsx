import { useId, useRef } from 'react';
import { toast } from '@church/http/toast';
import { Button } from '@church/ui';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './calendar.module.css';

/** A feed's address, absolute: what a calendar app asks for when subscribing by URL. */
export function feedUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** A read-only field with a feed's address and a Copy button (select-and-copy works too). */
export function FeedLink({ label, url }: { label: string; url: string }) {
  const { t } = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(translate('plans.calendar.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave it selected to copy by hand.
      input.current?.select();
      toast.error(translate('plans.calendar.copyByHand'));
    }
  };
  return (
    <div className={styles.feedLink}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.feedRow}>
        <input
          ref={input}
          id={inputId}
          className={styles.feedInput}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('plans.calendar.copy')}
          <span className="ui-visually-hidden"> {label}</span>
        </Button>
      </div>
    </div>
  );
}
