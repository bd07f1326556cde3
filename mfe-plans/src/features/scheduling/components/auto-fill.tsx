import { useState, type FormEvent } from 'react';
import type { AutoFillProposal, PlanSchedule } from '@church/contracts';
import { alreadyToasted, toast } from '@church/http';
import { Button } from '@church/ui';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { getAutoFill } from '../api/get-auto-fill';
import { useScheduleProposals } from '../api/schedule-proposals';
import styles from './scheduling.module.css';

/**
 * "Auto-fill": the server proposes people for the open slots; the scheduler unticks whom they do
 * not want and schedules the rest (each mailed as when chosen by hand).
 */
export function AutoFill({ serviceTypeId, teams }: { serviceTypeId: number; teams: PlanSchedule['teams'] }) {
  const { t } = useTranslate();
  const [proposals, setProposals] = useState<AutoFillProposal[] | null>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const schedule = useScheduleProposals(serviceTypeId);
  const keyOf = (proposal: AutoFillProposal) => `${proposal.positionId}:${proposal.person.id}`;
  const titleOf = (positionId: number) => {
    const team = teams.find((one) => one.positions.some((position) => position.id === positionId));
    return `${team?.name ?? ''} · ${team?.positions.find((position) => position.id === positionId)?.name ?? ''}`;
  };

  const ask = () => {
    setAsking(true);
    getAutoFill(serviceTypeId)
      .then((answer) => {
        setUnticked(new Set());
        setProposals(answer);
      })
      .catch(async (error: unknown) => {
        if (!(await alreadyToasted(error))) toast.error(translate('plans.autoFill.failed'));
      })
      .finally(() => setAsking(false));
  };
  const toggle = (key: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kept = (proposals ?? []).filter((proposal) => !unticked.has(keyOf(proposal)));
    schedule.mutate(kept, { onSuccess: () => setProposals(null) });
  };

  if (proposals === null)
    return (
      <Button variant="secondary" loading={asking} onClick={ask}>
        {t('plans.autoFill.propose')}
      </Button>
    );
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="auto-fill-title">
      <h3 id="auto-fill-title">{t('plans.autoFill.heading')}</h3>
      {proposals.length === 0 ? (
        <p className={styles.muted}>{t('plans.autoFill.nobody')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('plans.autoFill.lead')}</p>
          <ul className={styles.people}>
            {proposals.map((proposal) => {
              const key = keyOf(proposal);
              return (
                <li key={key}>
                  <label>
                    <input type="checkbox" checked={!unticked.has(key)} onChange={() => toggle(key)} />{' '}
                    {t('plans.autoFill.proposal', {
                      name: `${proposal.person.firstName} ${proposal.person.lastName}`,
                      position: titleOf(proposal.positionId),
                    })}
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        {proposals.length > 0 ? (
          <Button type="submit" loading={schedule.isPending} disabled={unticked.size === proposals.length}>
            {t('plans.autoFill.scheduleThese')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setProposals(null)}>
          {t('plans.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
