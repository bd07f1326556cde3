import { Button, SelectField } from '@church/ui';
import { useStates } from '../api/get-states';

interface StateSelectProps {
  value: number;
  onChange: (stateId: number) => void;
  onBlur?: () => void;
  error?: string;
}

/** The state of a US address, from the API's list; controlled so the saved state shows once the list arrives. */
export function StateSelect({ value, onChange, onBlur, error }: StateSelectProps) {
  const states = useStates();
  const failed = !states.data && states.isError && !states.isFetching;
  const loading = !states.data && !failed;
  if (failed) {
    return (
      <div className="ui-field" role="alert">
        <span>State</span>
        <p className="ui-field__error">Failed to get states</p>
        <Button variant="secondary" onClick={() => void states.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <SelectField
      label="State"
      error={error}
      disabled={loading}
      value={Number.isNaN(value) || !states.data ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
    >
      <option value="" disabled>
        {loading ? 'Loading...' : 'Choose a state'}
      </option>
      {states.data?.map((state) => (
        <option key={state.id} value={state.id}>
          {state.name}
        </option>
      ))}
    </SelectField>
  );
}
