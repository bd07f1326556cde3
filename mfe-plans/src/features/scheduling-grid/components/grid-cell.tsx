import type { ComponentType } from 'react';
import type { AssignmentStatus, GridCell as Cell } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './scheduling-grid.module.css';

export type StatusComponent = ComponentType<{ status: AssignmentStatus }>;

/**
 * One plan's position: each person with their answer in words (the badge's colour only repeats
 * it), whom a teammate replaces, and the slots still open; a dash where the plan has no such position.
 */
export function GridCell({ cell, Status }: { cell: Cell | null; Status: StatusComponent }) {
  const { t } = useTranslate();
  if (!cell)
    return (
      <td>
        <span aria-hidden="true">—</span>
        <span className="ui-visually-hidden">{t('plans.grid.notOnPlan')}</span>
      </td>
    );
  const serving = cell.assignments.filter((one) => one.status !== 'declined').length;
  const open = cell.peopleNeeded - serving;
  return (
    <td>
      {cell.assignments.length > 0 ? (
        <ul className={styles.people}>
          {cell.assignments.map((assignment) => (
            <li key={assignment.id} className={styles.person}>
              <span>
                {assignment.person.firstName} {assignment.person.lastName}
              </span>
              <Status status={assignment.status} />
              {assignment.inPlaceOf ? (
                <span className={styles.note}>{t('plans.scheduling.inPlaceOf', { name: assignment.inPlaceOf })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open > 0 ? <p className={styles.open}>{t('plans.grid.open', { count: open })}</p> : null}
    </td>
  );
}
