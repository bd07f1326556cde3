import { ErrorPanel, Spinner } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { usePlanSchedule } from '../api/get-plan-schedule';
import { PeopleSection } from './people-section';
import { PlanDate } from './plan-date';
import { TeamsSection } from './teams-section';

/** The plan page's scheduling: its date, the people scheduled per position, and the teams they come from. */
export function PlanScheduling({ serviceTypeId }: { serviceTypeId: number }) {
  const { t } = useTranslate();
  const schedule = usePlanSchedule(serviceTypeId);
  if (schedule.isPending) return <Spinner label={t('plans.scheduling.loading')} />;
  if (schedule.isError)
    return (
      <ErrorPanel
        title={t('plans.common.errorTitle')}
        message={t('plans.scheduling.loadFailed')}
        onRetry={() => void schedule.refetch()}
      />
    );
  const { startsAt, teams } = schedule.data;
  return (
    <>
      <PlanDate key={startsAt ?? 'undated'} serviceTypeId={serviceTypeId} startsAt={startsAt} />
      <PeopleSection serviceTypeId={serviceTypeId} teams={teams} />
      <TeamsSection serviceTypeId={serviceTypeId} teams={teams} />
    </>
  );
}
