import { useState } from 'react';
import type { PlanSchedule } from '@church/contracts';
import { Button } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useDeletePosition } from '../api/delete-position';
import { useRemovePositionMember } from '../api/remove-position-member';
import { useSavePosition } from '../api/save-position';
import { AddMember } from './add-member';
import { NameForm } from './name-form';
import styles from './scheduling.module.css';

export type PlanPosition = PlanSchedule['teams'][number]['positions'][number];
/** What a row asks before removing something; the section draws the one dialog. */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}
type Confirm = (request: ConfirmRequest) => void;

/** A position of a team: its name and people needed, its members, and who may be added. */
export function PositionItem({
  serviceTypeId,
  teamId,
  position,
  confirm,
}: {
  serviceTypeId: number;
  teamId: number;
  position: PlanPosition;
  confirm: Confirm;
}) {
  const { t } = useTranslate();
  const [editing, setEditing] = useState(false);
  const save = useSavePosition(serviceTypeId);
  const remove = useDeletePosition(serviceTypeId);
  const removeMember = useRemovePositionMember(serviceTypeId);

  return (
    <li className={styles.card}>
      {editing ? (
        <NameForm
          label={t('plans.scheduling.positionName')}
          submitLabel={t('plans.common.save')}
          initialName={position.name}
          initialNeeded={position.peopleNeeded}
          withNeeded
          onSave={(values) => save.mutateAsync({ id: position.id, teamId, ...values })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.row}>
          <h4>{position.name}</h4>
          <span className={styles.muted}>{t('plans.scheduling.needs', { count: position.peopleNeeded })}</span>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('plans.common.edit')}
              <span className="ui-visually-hidden"> {position.name}</span>
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                confirm({
                  title: t('plans.scheduling.deletePositionTitle'),
                  message: t('plans.scheduling.deletePositionMessage', { position: position.name }),
                  confirmLabel: t('plans.common.delete'),
                  onConfirm: () => remove.mutateAsync(position.id),
                })
              }
            >
              {t('plans.common.delete')}
              <span className="ui-visually-hidden"> {position.name}</span>
            </Button>
          </div>
        </div>
      )}
      <label className={styles.inlineField}>
        <input
          type="checkbox"
          checked={position.signUpOpen}
          aria-describedby={`sign-up-hint-${position.id}`}
          onChange={(event) =>
            save.mutate({
              id: position.id,
              teamId,
              name: position.name,
              peopleNeeded: position.peopleNeeded,
              signUpOpen: event.target.checked,
            })
          }
        />{' '}
        {t('plans.scheduling.signUpOpen')}
        <span className="ui-visually-hidden"> {position.name}</span>
      </label>
      <p id={`sign-up-hint-${position.id}`} className={styles.muted}>
        {t('plans.scheduling.signUpOpenHint', { position: position.name })}
      </p>
      {position.members.length === 0 ? <p className={styles.muted}>{t('plans.scheduling.noMembers')}</p> : null}
      <ul className={styles.people} aria-label={t('plans.scheduling.membersOf', { position: position.name })}>
        {position.members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <li key={member.id} className={styles.row}>
              <span>{name}</span>
              <Button
                variant="link"
                onClick={() =>
                  confirm({
                    title: t('plans.scheduling.removeMemberTitle'),
                    message: t('plans.scheduling.removeMemberMessage', { name, position: position.name }),
                    confirmLabel: t('plans.scheduling.remove'),
                    onConfirm: () => removeMember.mutateAsync({ positionId: position.id, userId: member.id }),
                  })
                }
              >
                {t('plans.scheduling.remove')}
                <span className="ui-visually-hidden">
                  {' '}
                  {t('plans.scheduling.nameFromPosition', { name, position: position.name })}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <AddMember serviceTypeId={serviceTypeId} positionId={position.id} positionName={position.name} />
    </li>
  );
}
