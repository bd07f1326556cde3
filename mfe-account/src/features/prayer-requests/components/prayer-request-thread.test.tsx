import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@church/testing';
import { aMessage, aRequest } from '../testing/fixtures';
import { calls, messages, renderPage, row, rows, setUpPageTests } from '../testing/page';

setUpPageTests('member');

describe('My Prayer Requests: a thread', () => {
  it('opens a thread: the badge goes to 0 at once and the messages read oldest first', async () => {
    let answerMessages: (response: Response) => void = () => undefined;
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1, { numberOfNewMessages: 3 }), aRequest(2)] }),
      'GET /api/messages': () => new Promise<Response>((resolve) => (answerMessages = resolve)),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 1 .*3 new messages/ }));

    // Before the thread has even loaded.
    expect(row('Request 1')).not.toHaveTextContent('new message');
    expect(row('Request 1')).toHaveAttribute('aria-current', 'true');
    answerMessages(Response.json({ hasMore: false, entities: [aMessage(11, 1), aMessage(12, 1), aMessage(13, 1)] }));

    const thread = await screen.findByRole('region', { name: 'Your prayer request' });
    expect(within(thread).getByText('Request 1', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(messages()).toEqual(['Message 11', 'Message 12', 'Message 13']));
    expect(calls(recorded, 'GET', '/api/messages')[0]?.search).toBe('?requestId=1&take=6');
  });

  it('opens a request with the keyboard', async () => {
    fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1)] }),
      'GET /api/messages': json({ hasMore: false, entities: [] }),
    });
    renderPage('account');
    (await screen.findByRole('button', { name: /Request 1/ })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('No messages yet. The prayer team answers here.')).toBeInTheDocument();
  });

  it('goes back from a thread to the list, to the request that was open (the phone layout)', async () => {
    fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1), aRequest(2)] }),
      'GET /api/messages': json({ hasMore: false, entities: [] }),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 2/ }));
    const thread = await screen.findByRole('region', { name: 'Your prayer request' });

    await userEvent.click(within(thread).getByRole('button', { name: 'Back' }));

    expect(screen.queryByRole('region', { name: 'Your prayer request' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a request to read its messages.')).toBeInTheDocument();
    expect(row('Request 2')).toHaveFocus();
  });

  it('prepends older messages on Show earlier messages, keeping the order', async () => {
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1)] }),
      'GET /api/messages': ({ query }) =>
        Response.json(
          query.get('beforeId') === '7'
            ? { hasMore: false, entities: [aMessage(3, 1), aMessage(4, 1), aMessage(5, 1), aMessage(6, 1)] }
            : { hasMore: true, entities: [7, 8, 9, 10, 11, 12].map((id) => aMessage(id, 1)) },
        ),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 1/ }));
    await waitFor(() => expect(messages()).toHaveLength(6));

    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));

    await waitFor(() => expect(messages()).toHaveLength(10));
    expect(messages()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((id) => `Message ${id}`));
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(calls(recorded, 'GET', '/api/messages')[1]?.search).toBe('?requestId=1&take=6&beforeId=7');
  });

  it('sends a message: it joins the thread and its request goes to the top with it', async () => {
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1), aRequest(2), aRequest(3)] }),
      'GET /api/messages': json({ hasMore: false, entities: [aMessage(11, 3)] }),
      'POST /api/messages': ({ body }) =>
        Response.json(
          aMessage(12, 3, {
            messageText: (body as { messageText: string }).messageText,
            creatorName: 'Ann Lee',
            creatorId: 'm1',
            isFromStaff: false,
            creationDate: '2026-04-05T16:45:00',
          }),
          { status: 201 },
        ),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 3/ }));
    await waitFor(() => expect(messages()).toEqual(['Message 11']));

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '  Thank you for praying  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(messages()).toEqual(['Message 11', 'Thank you for praying']));
    expect(calls(recorded, 'POST', '/api/messages')[0]?.body).toEqual({
      requestId: 3,
      messageText: 'Thank you for praying',
    });
    expect(box).toHaveValue('');
    expect(rows()[0]).toHaveTextContent('Request 3');
    expect(rows()[0]).toHaveTextContent('Ann Lee: Thank you for praying');
    expect(rows()[0]).toHaveTextContent('04.05.2026 04:45 PM');
    expect(rows().map((button) => button.querySelector('span')?.textContent)).toEqual([
      'Request 3',
      'Request 1',
      'Request 2',
    ]);
  });

  it('says what is wrong with a message before sending it', async () => {
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1)] }),
      'GET /api/messages': json({ hasMore: false, entities: [] }),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 1/ }));
    const box = await screen.findByRole('textbox', { name: 'Your message' });

    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription(/Please, type your answer/);

    // The field stops typing at the limit; a longer text (pasted by a script) is still refused.
    expect(box).toHaveAttribute('maxLength', '4096');
    fireEvent.change(box, { target: { value: 'a'.repeat(4097) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Max length is 4096 characters')).toBeInTheDocument();
    expect(calls(recorded, 'POST', '/api/messages')).toHaveLength(0);
  });

  it('marks a request answered with a note of thanks, and reopens it', async () => {
    const recorded = fakeApi({
      'GET /api/requests': json({ hasMore: false, entities: [aRequest(1)] }),
      'GET /api/messages': json({ hasMore: false, entities: [] }),
      'PUT /api/requests/1/answered': ({ body }) =>
        Response.json(
          aRequest(1, {
            isAnswered: true,
            answeredAt: '2026-04-06T08:00:00',
            answerNote: (body as { note: string | null }).note,
          }),
        ),
      'DELETE /api/requests/1/answered': json(aRequest(1)),
    });
    renderPage('account');
    await userEvent.click(await screen.findByRole('button', { name: /Request 1/ }));
    const thread = await screen.findByRole('region', { name: 'Your prayer request' });

    await userEvent.click(within(thread).getByRole('button', { name: 'Mark as answered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as answered' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note of thanks (optional)' }), 'Dad is home!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as answered' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(recorded, 'PUT', '/api/requests/1/answered')[0]?.body).toEqual({ note: 'Dad is home!' });
    expect(row('Request 1')).toHaveTextContent('Answered');
    expect(within(thread).getByText('Dad is home!')).toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(row('Request 1')).not.toHaveTextContent('Answered'));
    expect(calls(recorded, 'DELETE', '/api/requests/1/answered')).toHaveLength(1);
    expect(within(thread).getByRole('button', { name: 'Mark as answered' })).toBeInTheDocument();
  });
});
