import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView, type QueryLike } from './query-view';

const idle = { isPending: false, isError: false, data: undefined, refetch: jest.fn() };

function renderView(query: QueryLike<string[]>) {
  render(
    <QueryView
      query={query}
      errorMessage="Failed to get prayer requests"
      empty="No requests yet."
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <ul>
          {list.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

describe('QueryView', () => {
  it('shows a spinner while pending', () => {
    renderView({ ...idle, isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the error with a retry that refetches', async () => {
    const refetch = jest.fn();
    renderView({ ...idle, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get prayer requests');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the data', () => {
    renderView({ ...idle, data: ['Healing for Ann'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Healing for Ann');
  });

  it('says so when the data is empty', () => {
    renderView({ ...idle, data: [] });
    expect(screen.getByText('No requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
