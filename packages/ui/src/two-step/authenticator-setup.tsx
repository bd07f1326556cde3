import type { TwoStepSetup } from '@church/contracts';
import { useTranslate } from './i18n/catalogues';

/** The key in groups of four, as people copy it into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Step one of setting up two-step sign-in: the QR code to scan, and its key as text for typing in. */
export function AuthenticatorSetup({ setup }: { setup: TwoStepSetup }) {
  const { t } = useTranslate();
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  return (
    <div className="ui-two-step__setup">
      <p>{t('ui.twoStep.scanIntro')}</p>
      <img className="ui-two-step__qr" src={qrCode} alt={t('ui.twoStep.qrAlt')} width={180} height={180} />
      <p>
        {t('ui.twoStep.cantScan')}{' '}
        <code className="ui-two-step__secret" aria-label={t('ui.twoStep.setupKey')}>
          {grouped(setup.secret)}
        </code>
      </p>
    </div>
  );
}
