import type { Ref } from 'react';
import type { State } from '@church/contracts';
import { Button } from '../button';
import { SelectField } from '../select-field';
import { useTranslate } from './i18n/catalogues';

/** The part of the states query (`useStates()` from @church/query) this field reads. */
export interface StatesQueryLike {
  data?: State[];
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface StateSelectProps {
  states: StatesQueryLike;
  value: number;
  onChange: (stateId: number) => void;
  onBlur?: () => void;
  error?: string;
  /** The select, so a form can focus it when it is invalid. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The state of a US address, from the API's list; a failed (or empty) list offers a retry.
 * Controlled, so a saved state shows once the list arrives.
 */
export function StateSelect({ states, value, onChange, onBlur, error, ref }: StateSelectProps) {
  const { t } = useTranslate();
  const failed = !states.data && states.isError && !states.isFetching;
  const loading = !states.data && !failed;
  if (failed) {
    return (
      <div className="ui-field" role="alert">
        <span>{t('ui.stateSelect.label')}</span>
        <p className="ui-field__error">{t('ui.stateSelect.failed')}</p>
        <Button variant="secondary" onClick={() => void states.refetch()}>
          {t('ui.stateSelect.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <SelectField
      ref={ref}
      label={t('ui.stateSelect.label')}
      error={error}
      disabled={loading}
      value={Number.isNaN(value) || !states.data ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
    >
      <option value="" disabled>
        {loading ? t('ui.stateSelect.loading') : t('ui.stateSelect.choose')}
      </option>
      {states.data?.map((state) => (
        <option key={state.id} value={state.id}>
          {state.name}
        </option>
      ))}
    </SelectField>
  );
}
