import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@church/testing';
import { FakeEventSource } from '../testing/fake-event-source';
import { aMessage, aRequest } from '../testing/fixtures';
import { renderPage, rows, setUpPageTests } from '../testing/page';

const bob = { id: 'm2', firstName: 'Bob', lastName: 'Stone', photoUrl: null };

setUpPageTests('admin');

describe('Prayer Requests in the dashboard', () => {
  it('lists every member’s requests from /api/requests/all, searched and filtered by status', async () => {
    const recorded = fakeApi({
      'GET /api/requests/all': ({ query }) =>
        Response.json({
          hasMore: false,
          entities:
            query.get('status') === 'answered'
              ? [aRequest(5, { creator: bob, isAnswered: true, answerNote: 'Thank you all' })]
              : [aRequest(1), aRequest(2, { creator: bob })],
        }),
    });
    renderPage('dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Prayer Requests' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Ann Lee');
    expect(rows()[1]).toHaveTextContent('Bob Stone');
    expect(recorded[0]?.search).toBe('?skip=0&take=20&status=all');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'stone{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'Answered' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Bob Stone');
    expect(rows()[0]).toHaveTextContent('Answered');
    expect(recorded.at(-1)?.search).toBe('?skip=0&take=20&search=stone&status=answered');
    expect(recorded.every((request) => request.path === '/api/requests/all')).toBe(true);
  });

  it('answers in the thread, without the requester’s own controls', async () => {
    const recorded = fakeApi({
      'GET /api/requests/all': json({ hasMore: false, entities: [aRequest(1), aRequest(2, { creator: bob })] }),
      'GET /api/messages': json({
        hasMore: false,
        entities: [aMessage(11, 2, { isFromStaff: false, creatorId: 'm2', creatorName: 'Bob Stone' })],
      }),
      'POST /api/messages': ({ body }) =>
        Response.json(aMessage(12, 2, { messageText: (body as { messageText: string }).messageText }), { status: 201 }),
    });
    renderPage('dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Bob Stone/ }));

    const thread = await screen.findByRole('region', { name: 'Prayer request from Bob Stone' });
    expect(within(thread).queryByRole('button', { name: 'Mark as answered' })).not.toBeInTheDocument();
    await within(thread).findByText('Message 11');
    await userEvent.type(within(thread).getByRole('textbox', { name: 'Your message' }), 'We are praying, Bob');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));

    expect(await within(thread).findByText('We are praying, Bob')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Bob Stone');
    expect(rows()[0]).toHaveTextContent('Tom Hill: We are praying, Bob');
    expect(recorded.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('counts a member’s live message on its request, and not another admin’s', async () => {
    fakeApi({
      'GET /api/requests/all': json({ hasMore: false, entities: [aRequest(1), aRequest(2, { creator: bob })] }),
    });
    renderPage('dashboard');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const stream = FakeEventSource.latest();

    await act(async () => {
      stream.emit('message', aMessage(21, 2, { isFromStaff: false, creatorId: 'm2', creatorName: 'Bob Stone' }), '1');
      stream.emit('message', aMessage(22, 1, { creatorName: 'Mary Admin', creatorId: 'a2' }), '2');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(rows()[0]).toHaveTextContent('Mary Admin: Message 22');
    expect(rows()[0]).not.toHaveTextContent('new message');
    expect(rows()[1]).toHaveTextContent('Bob Stone: Message 21');
    expect(rows()[1]).toHaveTextContent('1 new message');
  });
});
