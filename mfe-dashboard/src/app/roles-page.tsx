import type { AreaPageProps } from '@church/areas';
import { RolesMatrix } from '../features/roles/components/roles-matrix';
import styles from './roles-page.module.css';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/roles, and /account/roles for holders of the Roles action. */
export default function RolesPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className={`ui-page ${styles.wide}`}>
      <h1>{t('dashboard.roles.title')}</h1>
      <RolesMatrix />
    </section>
  );
}
