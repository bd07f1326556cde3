import { Button } from '../button';
import { RecoveryCodesList } from './recovery-codes-list';
import { useTranslate } from './i18n/catalogues';

interface TwoStepOnProps {
  recoveryCodes: string[];
  /** 'Continue' (signing in) or 'Done' (Account Settings). */
  continueLabel: string;
  onContinue: () => void;
}

/** The end of setting up two-step sign-in: it is on, and the recovery codes are shown this once. */
export function TwoStepOn({ recoveryCodes, continueLabel, onContinue }: TwoStepOnProps) {
  const { t } = useTranslate();
  return (
    <div className="ui-form">
      <p role="status">{t('ui.twoStep.on')}</p>
      <RecoveryCodesList codes={recoveryCodes} />
      <Button autoFocus onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
