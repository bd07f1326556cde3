import type { AreaPageProps } from '@church/areas';
import { RolesMatrix } from '../features/roles/components/roles-matrix';
import styles from './roles-page.module.css';

/** /dashboard/roles, and /account/roles for holders of the Roles action. */
export default function RolesPage(_props: AreaPageProps) {
  return (
    <section className={`ui-page ${styles.wide}`}>
      <h1>Roles and permissions</h1>
      <RolesMatrix />
    </section>
  );
}
