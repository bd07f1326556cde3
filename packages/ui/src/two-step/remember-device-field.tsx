import type { InputHTMLAttributes, Ref } from 'react';

/** The code step's "Remember this device for 30 days" checkbox. */
export function RememberDeviceField(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="ui-checkbox">
      <input type="checkbox" {...props} />
      Remember this device for 30 days
    </label>
  );
}
