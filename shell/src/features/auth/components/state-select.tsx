import type { ComponentProps } from 'react';
import { Button, SelectField } from '@church/ui';
import { useStates } from '../hooks/use-states';

type StateSelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;

/** The state of a US address, from the API's list; a failed (or empty) list offers a retry. */
export function StateSelect({ error, ...select }: StateSelectProps) {
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
    <SelectField label="State" error={error} disabled={states.status === 'loading'} defaultValue="" {...select}>
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
