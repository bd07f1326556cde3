import type { AreaPageProps } from '@church/areas';
import { Members } from '../features/members/components/members';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/members, and /account/members for holders of the Members action. */
export default function MembersPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.members.title')}</h1>
      <Members />
    </section>
  );
}
