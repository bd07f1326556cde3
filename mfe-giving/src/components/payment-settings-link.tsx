import { useSession } from '@church/auth';
import { Link } from '@church/router';
import { areaOf, paymentSettingsPath } from '../config/paths';
import { useTranslate } from '../i18n/catalogues';

/**
 * 'Payment Settings in your account' (or dashboard, for admins): where monthly gifts are
 * managed, a link for a signed-in user, plain words for a visitor who has yet to sign in.
 * Following it closes the Giving dialog (`onNavigate`).
 */
export function PaymentSettingsLink({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession((state) => state.session);
  const { t } = useTranslate();
  const area = areaOf(session);
  const path = area ? paymentSettingsPath(area) : null;
  const title = t('giving.paymentSettings.title');
  return (
    <>
      {path ? (
        <Link to={path} onClick={onNavigate}>
          {title}
        </Link>
      ) : (
        title
      )}{' '}
      {t(area === 'dashboard' ? 'giving.paymentSettings.inDashboard' : 'giving.paymentSettings.inAccount')}
    </>
  );
}
