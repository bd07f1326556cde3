import { Button, ErrorPanel, Spinner } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useDeleteBlockout } from '../api/delete-blockout';
import { useMyBlockouts } from '../api/get-my-blockouts';
import { BlockoutForm } from './blockout-form';
import { describeBlockout } from './describe-blockout';
import { MonthlyMaximum } from './monthly-maximum';
import styles from './my-schedule.module.css';

/** The days the member cannot serve, and the most services a month: what the scheduler sees as conflicts. */
export function BlockoutsSection() {
  const { t } = useTranslate();
  const blockouts = useMyBlockouts();
  const remove = useDeleteBlockout();
  return (
    <section className={styles.section} aria-labelledby="blockouts-title">
      <h2 id="blockouts-title">{t('account.blockouts.title')}</h2>
      <p className={styles.muted}>{t('account.blockouts.lead')}</p>
      {blockouts.isPending ? (
        <Spinner label={t('account.blockouts.loading')} />
      ) : blockouts.isError ? (
        <ErrorPanel
          title={t('account.schedule.errorTitle')}
          message={t('account.blockouts.loadFailed')}
          onRetry={() => void blockouts.refetch()}
        />
      ) : blockouts.data.length === 0 ? (
        <p>{t('account.blockouts.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('account.blockouts.title')}>
          {blockouts.data.map((blockout) => {
            const words = describeBlockout(blockout);
            return (
              <li key={blockout.id} className={styles.card}>
                <div className={styles.row}>
                  <span>{words}</span>
                  <Button variant="secondary" onClick={() => remove.mutate(blockout.id)}>
                    {t('account.blockouts.remove')}
                    <span className="ui-visually-hidden"> {words}</span>
                  </Button>
                </div>
                {blockout.reason ? (
                  <p className={styles.muted}>{t('account.schedule.reason', { reason: blockout.reason })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <BlockoutForm />
      <MonthlyMaximum />
    </section>
  );
}
