import { Button, SelectField } from '@church/ui';
import { useStates } from '../hooks/use-states';

interface StateSelectProps {
  value: number;
  onChange: (stateId: number) => void;
  onBlur?: () => void;
  error?: string;
}

/** The state of a US address, from the API's list; controlled so the saved state shows once the list arrives. */
export function StateSelect({ value, onChange, onBlur, error }: StateSelectProps) {
  const states = useStates();
  if (states.status === 'error') {
    return (
      <div className="ui-field" role="alert">
        <span>State</span>
        <p className="ui-field__error">Failed to get states</p>
        <Button variant="secondary" onClick={states.retry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <SelectField
      label="State"
      error={error}
      disabled={states.status === 'loading'}
      value={Number.isNaN(value) || states.status === 'loading' ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
    >
      <option value="" disabled>
        {states.status === 'loading' ? 'Loading...' : 'Choose a state'}
      </option>
      {states.status === 'loaded'
        ? states.states.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))
        : null}
    </SelectField>
  );
}
