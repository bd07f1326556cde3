import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal, useModalStore } from '@church/modals';
import { fakeApi } from '@church/testing';
import { aRequest, requests } from '../testing/fixtures';
import { calls, renderPage, row, rows, setUpPageTests } from '../testing/page';

setUpPageTests('member');

describe('My Prayer Requests: the list', () => {
  it('lists the member’s requests 20 at a time and appends the next 20 on Load more, past the last one held', async () => {
    const recorded = fakeApi({
      'GET /api/requests': ({ query }) =>
        Response.json(
          query.get('after') === null
            ? {
                hasMore: true,
                nextCursor: 'past-request-20',
                entities: [
                  aRequest(1, {
                    numberOfNewMessages: 2,
                    lastMessage: {
                      messageText: 'We pray with you',
                      creatorName: 'Tom Hill',
                      creationDate: '2026-04-02T14:05:00',
                    },
                    lastActivityDate: '2026-04-02T14:05:00',
                  }),
                  aRequest(2, { isAnswered: true, answeredAt: '2026-04-03T08:00:00' }),
                  ...requests(3, 18),
                ],
              }
            : { hasMore: false, entities: requests(21, 5) },
        ),
    });
    renderPage('account');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Prayer Requests' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const first = row('Request 1');
    expect(first).toHaveTextContent('Tom Hill: We pray with you');
    expect(first).toHaveTextContent('04.02.2026 02:05 PM');
    expect(first).toHaveTextContent('2 new messages');
    expect(row('Request 2')).toHaveTextContent('Answered');
    expect(row('Request 3')).not.toHaveTextContent(/new message|Answered/);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(rows()[0]).toHaveTextContent('Request 1');
    expect(rows()[24]).toHaveTextContent('Request 25');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls(recorded, 'GET', '/api/requests').map((request) => request.search)).toEqual([
      '?skip=0&take=20',
      '?after=past-request-20&skip=0&take=20',
    ]);
  });

  it('replaces the list with what a search finds', async () => {
    const recorded = fakeApi({
      'GET /api/requests': ({ query }) =>
        Response.json(
          query.get('search') === 'healing'
            ? { hasMore: false, entities: [aRequest(7, { requestText: 'Healing for my father' })] }
            : { hasMore: true, entities: requests(1, 20) },
        ),
    });
    renderPage('account');
    await waitFor(() => expect(rows()).toHaveLength(20));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'healing{Enter}');

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Healing for my father');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls(recorded, 'GET', '/api/requests').at(-1)?.query.get('skip')).toBe('0');
  });

  it('invites a member without requests to send one, and shows it once the dialog closes', async () => {
    let entities = [] as ReturnType<typeof aRequest>[];
    fakeApi({ 'GET /api/requests': () => Response.json({ hasMore: false, entities }) });
    renderPage('account');

    expect(await screen.findByText('No prayer requests yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a prayer request' }));
    expect(useModalStore.getState().current).toEqual({
      id: 'prayer-request',
      props: { page: '/account/prayer-requests' },
    });

    entities = [aRequest(1, { requestText: 'Pray for our new baby' })];
    act(() => closeModal());
    expect(await screen.findByRole('button', { name: /Pray for our new baby/ })).toBeInTheDocument();
  });

  it('lets a member with requests send another from the page', async () => {
    fakeApi({ 'GET /api/requests': () => Response.json({ hasMore: false, entities: requests(1, 2) }) });
    renderPage('account');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'New prayer request' }));
    expect(useModalStore.getState().current?.id).toBe('prayer-request');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/requests': () =>
        fail
          ? Response.json({ errors: ['Boom'] }, { status: 503 })
          : Response.json({ hasMore: false, entities: [aRequest(1)] }),
    });
    renderPage('account');
    expect(await screen.findByText('Failed to get prayer requests', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Request 1/ })).toBeInTheDocument();
  });
});
