import { Button, ErrorPanel, formatDateTime, Spinner } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useOpenPositions } from '../api/get-open-positions';
import { useSignUp } from '../api/sign-up';
import styles from './my-schedule.module.css';

/** Slots of the member's positions still needed on upcoming services, to take without waiting for the scheduler. */
export function OpenPositions() {
  const { t } = useTranslate();
  const open = useOpenPositions();
  const signUp = useSignUp();
  return (
    <section className={styles.section} aria-labelledby="open-positions-title">
      <h2 id="open-positions-title">{t('account.openPositions.title')}</h2>
      {open.isPending ? (
        <Spinner label={t('account.openPositions.loading')} />
      ) : open.isError ? (
        <ErrorPanel
          title={t('account.schedule.errorTitle')}
          message={t('account.openPositions.loadFailed')}
          onRetry={() => void open.refetch()}
        />
      ) : open.data.length === 0 ? (
        <p>{t('account.openPositions.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('account.openPositions.title')}>
          {open.data.map((slot) => {
            const what = t('account.openPositions.what', {
              position: slot.positionName,
              team: slot.teamName,
              plan: slot.planName,
            });
            return (
              <li key={slot.positionId} className={styles.card}>
                <div className={styles.row}>
                  <span>
                    <strong>{what}</strong>
                    {' · '}
                    {formatDateTime(slot.startsAt)}
                  </span>
                  <span className={styles.muted}>
                    {t('account.openPositions.left', { count: slot.peopleNeeded - slot.scheduled })}
                  </span>
                  <Button
                    loading={signUp.isPending && signUp.variables === slot.positionId}
                    onClick={() => signUp.mutate(slot.positionId)}
                  >
                    {t('account.openPositions.signUp')}
                    <span className="ui-visually-hidden"> {what}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
