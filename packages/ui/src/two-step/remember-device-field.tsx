import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslate } from './i18n/catalogues';

/** The code step's "Remember this device for 30 days" checkbox. */
export function RememberDeviceField(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslate();
  return (
    <label className="ui-checkbox">
      <input type="checkbox" {...props} />
      {t('ui.twoStep.rememberDevice')}
    </label>
  );
}
