import { useId } from 'react';
import { schedulingGridRules, type GridPlan, type SchedulingGrid as Grid } from '@church/contracts';
import { Link } from '@church/router';
import { Button, churchDay, formatTime, formatWeekdayAndDay, QueryView, RowAction } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useSchedulingGrid } from '../api/get-scheduling-grid';
import { GridCell, type StatusComponent } from './grid-cell';
import styles from './scheduling-grid.module.css';

interface SchedulingGridProps {
  /** Upcoming plans before the first column (0: from today). */
  skip: number;
  /** Earlier or Later was pressed. */
  onSkip: (skip: number) => void;
  /** Where a plan's page is, in the area showing the grid. */
  planHref: (serviceTypeId: number) => string;
  /** The scheduler asked to auto-fill this plan. */
  onAutoFill: (plan: GridPlan) => void;
  /** The scheduler asked to auto-fill every plan shown. */
  onAutoFillAll: () => void;
  /** How an answer is shown (the plan page's badge, passed in by the page). */
  Status: StatusComponent;
}

/** Positions down the side, the next dated plans across: who serves where and their answer. */
export function SchedulingGrid({ skip, onSkip, planHref, onAutoFill, onAutoFillAll, Status }: SchedulingGridProps) {
  const { t } = useTranslate();
  const grid = useSchedulingGrid(skip);
  const take = schedulingGridRules.plansTake;
  const captionId = useId();

  const table = ({ plans, rows }: Grid) => (
    // Focusable, so a keyboard can scroll a grid wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.grid}>
        <caption id={captionId}>{t('plans.grid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.grid.position')}</th>
            {plans.map((plan) => (
              <th scope="col" key={plan.serviceTypeId}>
                <div className={styles.plan}>
                  <Link to={planHref(plan.serviceTypeId)}>{plan.name}</Link>
                  <span className={styles.when}>
                    {t('plans.grid.when', {
                      day: formatWeekdayAndDay(churchDay(plan.startsAt)),
                      time: formatTime(plan.startsAt),
                    })}
                  </span>
                  <RowAction name={plan.name} onClick={() => onAutoFill(plan)}>
                    {t('plans.autoFill.propose')}
                  </RowAction>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.team}:${row.position}:${index}`}>
              <th scope="row">{t('plans.grid.rowName', { team: row.team, position: row.position })}</th>
              {row.cells.map((cell, column) => (
                <GridCell key={plans[column]!.serviceTypeId} cell={cell} Status={Status} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  const pager = ({ hasMore }: Grid) =>
    skip > 0 || hasMore ? (
      <div className={styles.pager}>
        {skip > 0 ? (
          <Button variant="secondary" onClick={() => onSkip(Math.max(0, skip - take))}>
            {t('plans.grid.earlier')}
          </Button>
        ) : null}
        {hasMore ? (
          <Button variant="secondary" onClick={() => onSkip(skip + take)}>
            {t('plans.grid.later')}
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <QueryView query={grid} errorMessage={t('plans.grid.loadFailed')}>
      {(data) => (
        <>
          {data.plans.length === 0 ? (
            <p className="ui-empty">{t('plans.grid.noPlans')}</p>
          ) : data.rows.length === 0 ? (
            <p className="ui-empty">{t('plans.grid.noTeams')}</p>
          ) : (
            <>
              <Button variant="secondary" onClick={onAutoFillAll}>
                {t('plans.grid.autoFillAll')}
              </Button>
              {table(data)}
            </>
          )}
          {pager(data)}
        </>
      )}
    </QueryView>
  );
}
