import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AutoFillProposal, PlanSchedule } from '@church/contracts';
import { alreadyToasted, toast } from '@church/http';
import type { QueryKey } from '@church/query';
import { Button } from '@church/ui';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { getAutoFill } from '../api/get-auto-fill';
import { useScheduleProposals } from '../api/schedule-proposals';
import { schedulingKeys } from '../api/scheduling-keys';
import styles from './scheduling.module.css';

interface ProposalsProps<P extends AutoFillProposal> {
  /** Asks the server afresh on each press: a proposal is a moment's answer. */
  propose: () => Promise<P[]>;
  /** Where a proposal would serve ("Worship · Vocals"). */
  positionOf: (proposal: P) => string;
  /** Heads each run of proposals with the same heading (the grid's plans); one list without it. */
  groupOf?: (proposal: P) => string;
  /** Read again once the kept proposals are scheduled. */
  scheduledKey: QueryKey;
}

/** Consecutive proposals under one heading, in the server's order. */
function runsOf<P>(proposals: P[], groupOf: (proposal: P) => string) {
  const runs: { heading: string; proposals: P[] }[] = [];
  for (const proposal of proposals) {
    const heading = groupOf(proposal);
    if (runs.at(-1)?.heading === heading) runs.at(-1)!.proposals.push(proposal);
    else runs.push({ heading, proposals: [proposal] });
  }
  return runs;
}

/**
 * "Auto-fill": the server proposes people for open slots (of one plan, or of every plan on the
 * grid); the scheduler unticks whom they do not want and schedules the rest (each mailed as when
 * chosen by hand).
 */
export function AutoFillProposals<P extends AutoFillProposal>({
  propose,
  positionOf,
  groupOf,
  scheduledKey,
}: ProposalsProps<P>) {
  const { t } = useTranslate();
  const [proposals, setProposals] = useState<P[] | null>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const schedule = useScheduleProposals(scheduledKey);
  const keyOf = (proposal: P) => `${proposal.positionId}:${proposal.person.id}`;
  // The pressed button goes with the proposals and the proposals with Cancel or Schedule these:
  // focus moves to what takes their place, not to the page (and out of a dialog's reading order).
  const proposeButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (proposals === null ? proposeButton : heading).current?.focus();
  }, [proposals]);
  const showProposals = (next: P[] | null) => {
    focusNext.current = true;
    setProposals(next);
  };

  const ask = () => {
    setAsking(true);
    propose()
      .then((answer) => {
        setUnticked(new Set());
        showProposals(answer);
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
    schedule.mutate(kept, { onSuccess: () => showProposals(null) });
  };

  if (proposals === null)
    return (
      <Button ref={proposeButton} variant="secondary" loading={asking} onClick={ask}>
        {t('plans.autoFill.propose')}
      </Button>
    );
  const list = (some: P[]) => (
    <ul className={styles.people}>
      {some.map((proposal) => {
        const key = keyOf(proposal);
        return (
          <li key={key}>
            <label>
              <input type="checkbox" checked={!unticked.has(key)} onChange={() => toggle(key)} />{' '}
              {t('plans.autoFill.proposal', {
                name: `${proposal.person.firstName} ${proposal.person.lastName}`,
                position: positionOf(proposal),
              })}
            </label>
          </li>
        );
      })}
    </ul>
  );
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="auto-fill-title">
      <h3 id="auto-fill-title" ref={heading} tabIndex={-1}>
        {t('plans.autoFill.heading')}
      </h3>
      {proposals.length === 0 ? (
        <p className={styles.muted}>{t('plans.autoFill.nobody')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('plans.autoFill.lead')}</p>
          {groupOf
            ? runsOf(proposals, groupOf).map((run, index) => (
                <fieldset key={`${run.heading}:${index}`} className={styles.proposalGroup}>
                  <legend>{run.heading}</legend>
                  {list(run.proposals)}
                </fieldset>
              ))
            : list(proposals)}
        </>
      )}
      <div className={styles.actions}>
        {proposals.length > 0 ? (
          <Button type="submit" loading={schedule.isPending} disabled={unticked.size === proposals.length}>
            {t('plans.autoFill.scheduleThese')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => showProposals(null)}>
          {t('plans.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The plan page's auto-fill: one plan's open slots. */
export function AutoFill({ serviceTypeId, teams }: { serviceTypeId: number; teams: PlanSchedule['teams'] }) {
  const positionOf = ({ positionId }: AutoFillProposal) => {
    const team = teams.find((one) => one.positions.some((position) => position.id === positionId));
    return `${team?.name ?? ''} · ${team?.positions.find((position) => position.id === positionId)?.name ?? ''}`;
  };
  return (
    <AutoFillProposals
      propose={() => getAutoFill(serviceTypeId)}
      positionOf={positionOf}
      scheduledKey={schedulingKeys.plan(serviceTypeId)}
    />
  );
}
