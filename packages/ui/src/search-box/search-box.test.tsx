import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';

function setup(value = '') {
  jest.useFakeTimers();
  const onSearch = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SearchBox label="Search members" value={value} onSearch={onSearch} />);
  return { onSearch, user, input: screen.getByRole('searchbox', { name: 'Search members' }) };
}

afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('searches once typing pauses for 300 ms, not on every key', async () => {
    const { onSearch, user, input } = setup();
    await user.type(input, 'ada');
    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ada');
  });

  it('starts from the given value and does not search it again', () => {
    const { onSearch, input } = setup('grace');
    expect(input).toHaveValue('grace');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears on Escape and searches for everything at once', async () => {
    const { onSearch, user, input } = setup('grace');
    await user.type(input, '{Escape}');
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('offers a clear button only when there is text', async () => {
    const { onSearch, user, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(input, 'ada{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ada');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
