import type { AreaPageProps } from '@church/areas';
import { MySchedule } from '../features/my-schedule/components/my-schedule';
import { useTranslate } from '../i18n/catalogues';

/** /account/my-schedule: where and when the member is scheduled to serve, to accept or decline. */
export default function MySchedulePage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('account.schedule.title')}</h1>
      <MySchedule />
    </section>
  );
}
