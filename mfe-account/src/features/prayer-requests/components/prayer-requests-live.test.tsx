import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, type RecordedRequest } from '@church/testing';
import { FakeEventSource } from '../testing/fake-event-source';
import { aMessage, aRequest, signInAs } from '../testing/fixtures';
import { emit, messages, renderPage, row, rows, setUpPageTests } from '../testing/page';

const count = (recorded: RecordedRequest[], path: string) => recorded.filter((request) => request.path === path).length;

setUpPageTests('member');

describe('My Prayer Requests, live', () => {
  it('appends a message to the open thread and counts one for another request, moving it to the top', async () => {
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1), aRequest(2), aRequest(3)] }),
      'GET /api/messages': json({ hasMore: false, entities: [aMessage(11, 1)] }),
      'PUT /api/requests/1/seen': () => new Response(null, { status: 204 }),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 1/ }));
    await waitFor(() => expect(messages()).toEqual(['Message 11']));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('http://localhost/api/requests/events?accessToken=access-1');

    await emit(stream, 'message', aMessage(12, 1, { messageText: 'We prayed tonight' }), '40');
    // The same message again (a catch-up after a reconnect) is shown once.
    await emit(stream, 'message', aMessage(12, 1, { messageText: 'We prayed tonight' }), '40');
    expect(messages()).toEqual(['Message 11', 'We prayed tonight']);
    expect(row('Request 1')).not.toHaveTextContent('new message');
    // Read as it arrived, so the server does not count it on the next refresh.
    expect(recorded.filter((request) => request.method === 'PUT').map((request) => request.path)).toContain(
      '/api/requests/1/seen',
    );

    await emit(stream, 'message', aMessage(13, 3, { messageText: 'Praying for you' }), '41');
    // Counted once, even when it is heard twice.
    await emit(stream, 'message', aMessage(13, 3, { messageText: 'Praying for you' }), '41');
    expect(rows()[0]).toHaveTextContent('Request 3');
    expect(rows()[0]).toHaveTextContent('Tom Hill: Praying for you');
    expect(rows()[0]).toHaveTextContent('1 new message');
    // The member's own message from another tab is no news to them.
    await emit(
      stream,
      'message',
      aMessage(14, 2, { isFromStaff: false, creatorId: 'm1', creatorName: 'Ann Lee' }),
      '42',
    );
    expect(rows()[0]).toHaveTextContent('Ann Lee: Message 14');
    expect(rows()[0]).not.toHaveTextContent('new message');
    expect(messages()).toEqual(['Message 11', 'We prayed tonight']);
  });

  it('refreshes the list in place when a request event arrives', async () => {
    let entities = [aRequest(1)];
    const recorded = fakeApi({ 'GET /api/requests': () => Response.json({ hasMore: false, entities }) });
    renderPage('account');
    const first = await screen.findByRole('button', { name: /Request 1/ });

    entities = [aRequest(2, { requestText: 'A brand new request' }), aRequest(1)];
    await emit(FakeEventSource.latest(), 'request', { requestId: 2, change: 'created' }, '7');

    // No spinner while it refreshes: the rows stay, and the row already there is the same element.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /A brand new request/ })).toBeInTheDocument();
    expect(row('Request 1')).toBe(first);
    expect(count(recorded, '/api/requests')).toBe(2);
  });

  it('reconnects after an error with a fresh token and catches up, and closes when the page goes', async () => {
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1)] }),
      'POST /api/account/refresh-access-token': json({
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
        accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
        // The whole answer the API gives: the client checks it against its contract.
        roles: ['Member'],
        allowedActions: [],
      }),
    });
    const { unmount } = renderPage('account');
    await screen.findByRole('button', { name: /Request 1/ });
    const first = FakeEventSource.latest();
    act(() => first.open());
    await emit(first, 'request', { requestId: 1, change: 'answered' }, '9');
    await waitFor(() => expect(count(recorded, '/api/requests')).toBe(2));

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      signInAs('member', { expired: true });
      act(() => first.fail());
      expect(first.closed).toBe(true);
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(FakeEventSource.opened).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
    } finally {
      jest.useRealTimers();
    }

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = FakeEventSource.latest();
    expect(count(recorded, '/api/account/refresh-access-token')).toBe(1);
    expect(second.token).toBe('access-2');
    expect(new URL(second.url).searchParams.get('lastEventId')).toBe('9');

    act(() => second.open());
    await waitFor(() => expect(count(recorded, '/api/requests')).toBe(3));

    unmount();
    expect(second.closed).toBe(true);
  });
});
