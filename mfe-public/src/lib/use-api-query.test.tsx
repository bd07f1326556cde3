import { act, render, screen } from '@testing-library/react';
import { clearQueryCache, invalidateQueries, STALE_MS } from './query-cache';
import { useApiQuery } from './use-api-query';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function Videos({ label, load }: { label: string; load: () => Promise<string[]> }) {
  const query = useApiQuery('videos/home', load);
  return <p aria-label={label}>{query.status === 'success' ? query.data?.join(', ') : query.status}</p>;
}

afterEach(() => {
  clearQueryCache();
  jest.useRealTimers();
});

// mfe-public keeps its own small cache for the first-visit budget (decisions 0008, 0033): these
// are the two promises it makes, which the page would break silently if either stopped holding.
describe('the public query cache', () => {
  it('shares one request in flight between every component that asks for the same key', async () => {
    const answer = deferred<string[]>();
    const load = jest.fn(() => answer.promise);
    render(
      <>
        <Videos label="hero" load={load} />
        <Videos label="list" load={load} />
      </>,
    );
    expect(screen.getByLabelText('hero')).toHaveTextContent('loading');
    await act(async () => answer.resolve(['Sunday worship']));
    expect(screen.getByLabelText('hero')).toHaveTextContent('Sunday worship');
    expect(screen.getByLabelText('list')).toHaveTextContent('Sunday worship');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows fresh data without asking again, and asks again once it is stale or invalidated', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const load = jest.fn(async () => ['Sunday worship']);
    const first = render(<Videos label="first" load={load} />);
    await act(async () => undefined);
    first.unmount();

    jest.setSystemTime(Date.now() + STALE_MS - 1_000);
    const fresh = render(<Videos label="fresh" load={load} />);
    expect(screen.getByLabelText('fresh')).toHaveTextContent('Sunday worship');
    expect(load).toHaveBeenCalledTimes(1);
    fresh.unmount();

    jest.setSystemTime(Date.now() + 2_000);
    render(<Videos label="stale" load={load} />);
    // Stale data is still shown while it is refreshed in the background.
    expect(screen.getByLabelText('stale')).toHaveTextContent('Sunday worship');
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);

    await act(() => invalidateQueries('videos/'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
