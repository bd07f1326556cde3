import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StateSelect, type StatesQueryLike } from './state-select';

const loading: StatesQueryLike = { data: undefined, isError: false, isFetching: true, refetch: jest.fn() };
const states = [
  { id: 16, name: 'Kansas' },
  { id: 25, name: 'Missouri' },
];

function renderSelect(query: StatesQueryLike, value = Number.NaN, onChange = jest.fn()) {
  render(<StateSelect states={query} value={value} onChange={onChange} />);
}

it('waits for the list, disabled', () => {
  renderSelect(loading);
  expect(screen.getByLabelText('State')).toBeDisabled();
  expect(screen.getByRole('option', { name: 'Loading...' })).toBeInTheDocument();
});

it('offers the states and reports the chosen id as a number', async () => {
  const onChange = jest.fn();
  renderSelect({ ...loading, data: states, isFetching: false }, Number.NaN, onChange);
  expect(screen.getByLabelText('State')).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Choose a state' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Missouri');
  expect(onChange).toHaveBeenCalledWith(25);
});

it('shows the saved state once the list is there', () => {
  renderSelect({ ...loading, data: states, isFetching: false }, 16);
  expect(screen.getByLabelText('State')).toHaveValue('16');
});

it('says the list failed and tries again on request', async () => {
  const refetch = jest.fn();
  renderSelect({ data: undefined, isError: true, isFetching: false, refetch });
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to get states');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

it('shows the wait again while a retry is on its way', () => {
  renderSelect({ data: undefined, isError: true, isFetching: true, refetch: jest.fn() });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Loading...' })).toBeInTheDocument();
});
