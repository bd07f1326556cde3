import { useTranslate } from './i18n/catalogues';

/** The ten recovery codes, shown once right after two-step sign-in is turned on. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslate();
  return (
    <div className="ui-two-step__recovery" role="group" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">{t('ui.twoStep.recoveryHeading')}</h3>
      <p>{t('ui.twoStep.recoveryIntro')}</p>
      <ul className="ui-two-step__codes" aria-label={t('ui.twoStep.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
