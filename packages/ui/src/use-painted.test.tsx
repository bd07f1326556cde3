import { render, screen } from '@testing-library/react';
import { useLoadAfterPaint, usePainted } from './use-painted';

function Page({ load }: { load: () => Promise<unknown> }) {
  useLoadAfterPaint(load);
  return <p>{usePainted() ? 'below drawn' : 'first screen only'}</p>;
}

it('draws the first screen alone, then what waits below it, and starts a lazy part once painted', async () => {
  const load = jest.fn(() => Promise.resolve());
  render(<Page load={load} />);

  expect(screen.getByText('first screen only')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  expect(await screen.findByText('below drawn')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
