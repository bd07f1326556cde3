export { Button } from './button';
export { Spinner, FullScreenSpinner } from './spinner';
export { Modal } from './modal';
export { NotFound, notFoundText } from './not-found';
export { ErrorPanel } from './error-panel';
export { TextField } from './text-field';
export { SelectField } from './select-field';
export { Avatar } from './avatar';
export { Dropdown } from './dropdown';
