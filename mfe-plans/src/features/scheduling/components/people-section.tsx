import { useState, type FormEvent } from 'react';
import type { Conflict, PlanSchedule } from '@church/contracts';
import { Button, SelectField, useConfirm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { usePlanConflicts } from '../api/get-plan-conflicts';
import { useSchedulePerson } from '../api/schedule-person';
import { useUnschedulePerson } from '../api/unschedule-person';
import { AssignmentStatusBadge } from './assignment-status';
import { AutoFill } from './auto-fill';
import { ConflictList } from './conflict-list';
import type { PlanPosition } from './position-item';
import styles from './scheduling.module.css';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** Who is scheduled in one position, their answers, and a choice among its members not scheduled yet. */
function PositionSchedule({
  serviceTypeId,
  teamName,
  position,
  conflictsOf,
  onUnschedule,
  onOverride,
}: {
  serviceTypeId: number;
  teamName: string;
  position: PlanPosition;
  conflictsOf: (userId: string) => Conflict[];
  onUnschedule: (assignmentId: number, name: string) => void;
  /** Asks the scheduler to confirm scheduling someone despite their conflicts. */
  onOverride: (name: string, conflicts: Conflict[], schedule: () => Promise<unknown>) => void;
}) {
  const { t } = useTranslate();
  const schedule = useSchedulePerson(serviceTypeId);
  const scheduled = new Set(position.assignments.map((assignment) => assignment.person.id));
  const free = position.members.filter((member) => !scheduled.has(member.id));
  const [userId, setUserId] = useState('');
  const chosen = free.some((member) => member.id === userId) ? userId : (free[0]?.id ?? '');
  const title = `${teamName} · ${position.name}`;

  const chosenConflicts = chosen ? conflictsOf(chosen) : [];
  const chosenName = fullName(free.find((member) => member.id === chosen) ?? { firstName: '', lastName: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (chosenConflicts.length === 0)
      schedule.mutate({ positionId: position.id, userId: chosen }, { onSuccess: () => setUserId('') });
    else
      onOverride(chosenName, chosenConflicts, () =>
        schedule.mutateAsync({ positionId: position.id, userId: chosen, override: true }).then(() => setUserId('')),
      );
  };

  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <h3>{title}</h3>
        <span className={styles.muted}>
          {t('plans.scheduling.scheduledOfNeeded', {
            scheduled: position.assignments.length,
            needed: position.peopleNeeded,
          })}
        </span>
      </div>
      {position.assignments.length === 0 ? (
        <p className={styles.muted}>{t('plans.scheduling.nobodyScheduled')}</p>
      ) : null}
      <ul className={styles.people} aria-label={t('plans.scheduling.scheduledIn', { position: title })}>
        {position.assignments.map((assignment) => {
          const name = fullName(assignment.person);
          return (
            <li key={assignment.id} className={styles.row}>
              <span>{name}</span>
              <AssignmentStatusBadge status={assignment.status} />
              {assignment.inPlaceOf ? (
                <span className={styles.muted}>{t('plans.scheduling.inPlaceOf', { name: assignment.inPlaceOf })}</span>
              ) : null}
              {assignment.declineReason ? (
                <span className={styles.muted}>
                  {t('plans.scheduling.reason', { reason: assignment.declineReason })}
                </span>
              ) : null}
              <Button variant="link" onClick={() => onUnschedule(assignment.id, name)}>
                {t('plans.scheduling.unschedule')}
                <span className="ui-visually-hidden"> {name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {free.length > 0 ? (
        <form className={styles.inlineForm} onSubmit={submit}>
          <SelectField
            label={t('plans.scheduling.personFor', { position: title })}
            value={chosen}
            onChange={(event) => setUserId(event.target.value)}
          >
            {free.map((member) => (
              <option key={member.id} value={member.id}>
                {conflictsOf(member.id).length > 0
                  ? t('plans.conflicts.option', { name: fullName(member) })
                  : fullName(member)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" loading={schedule.isPending}>
            {t('plans.scheduling.schedule')}
          </Button>
        </form>
      ) : null}
      {free.length > 0 && chosenConflicts.length > 0 ? (
        <ConflictList name={chosenName} conflicts={chosenConflicts} />
      ) : position.members.length === 0 ? (
        <p className={styles.muted}>{t('plans.scheduling.addMembersFirst')}</p>
      ) : null}
    </li>
  );
}

/** The plan's positions, who is scheduled in each with their answer, and scheduling more. */
export function PeopleSection({ serviceTypeId, teams }: { serviceTypeId: number; teams: PlanSchedule['teams'] }) {
  const { t } = useTranslate();
  const unschedule = useUnschedulePerson(serviceTypeId);
  const conflicts = usePlanConflicts(serviceTypeId);
  const conflictsOf = (userId: string) => conflicts.data?.find((one) => one.userId === userId)?.conflicts ?? [];
  const { confirm, dialog } = useConfirm();
  const positions = teams.flatMap((team) => team.positions.map((position) => ({ team, position })));
  const askToUnschedule = (assignmentId: number, name: string) =>
    void confirm({
      title: t('plans.scheduling.unscheduleTitle'),
      message: <p>{t('plans.scheduling.unscheduleMessage', { name })}</p>,
      confirmLabel: t('plans.scheduling.unschedule'),
      onConfirm: () => unschedule.mutateAsync(assignmentId),
    });
  const askToOverride = (name: string, list: Conflict[], schedule: () => Promise<unknown>) =>
    void confirm({
      title: t('plans.conflicts.overrideTitle'),
      message: (
        <>
          <ConflictList name={name} conflicts={list} />
          <p>{t('plans.conflicts.overrideMessage')}</p>
        </>
      ),
      confirmLabel: t('plans.conflicts.override'),
      cancelLabel: t('plans.common.cancel'),
      onConfirm: schedule,
    });

  return (
    <section aria-labelledby="plan-people" className={styles.section}>
      <h2 id="plan-people">{t('plans.scheduling.peopleHeading')}</h2>
      {positions.length === 0 ? (
        <p className="ui-empty">{t('plans.scheduling.noPositionsYet')}</p>
      ) : (
        <AutoFill serviceTypeId={serviceTypeId} teams={teams} />
      )}
      <ul className={styles.list}>
        {positions.map(({ team, position }) => (
          <PositionSchedule
            key={position.id}
            serviceTypeId={serviceTypeId}
            teamName={team.name}
            position={position}
            conflictsOf={conflictsOf}
            onUnschedule={askToUnschedule}
            onOverride={askToOverride}
          />
        ))}
      </ul>
      {dialog}
    </section>
  );
}
