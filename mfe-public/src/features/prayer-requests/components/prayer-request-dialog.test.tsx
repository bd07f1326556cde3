import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { json, fakeApi } from '@church/testing';
import { aSession } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import PrayerRequestModal from '../../../expose/prayer-request';

beforeEach(() => setSession(aSession()));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('asks for the request before sending anything', async () => {
  const requests = fakeApi({});
  renderAt('/videos/3', <PrayerRequestModal page="/videos/3" onClose={jest.fn()} />);
  expect(screen.getByRole('heading', { name: 'Prayer request' })).toBeInTheDocument();
  expect(screen.getByLabelText('My Prayer Request')).toHaveAttribute('placeholder', 'Type your request');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please, type your answer')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('refuses a request longer than 4096 characters', async () => {
  const requests = fakeApi({});
  renderAt('/videos/3', <PrayerRequestModal page="/videos/3" onClose={jest.fn()} />);
  const field = screen.getByLabelText('My Prayer Request');
  await userEvent.click(field);
  await userEvent.paste('a'.repeat(4097));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Max length is 4096 characters')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('sends the request with its page, then clears, closes and thanks', async () => {
  let answer: (response: Response) => void = () => undefined;
  const requests = fakeApi({
    'POST /api/requests': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  const onClose = jest.fn();
  renderAt('/videos/3', <PrayerRequestModal page="/videos/3" onClose={onClose} />);
  const field = screen.getByLabelText('My Prayer Request');
  await userEvent.type(field, 'Please pray for my mother');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'));
  answer(new Response(null, { status: 201 }));

  expect(await screen.findByText('Your request has been sent')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(field).toHaveValue('');
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/api/requests',
      body: { requestText: 'Please pray for my mother', page: '/videos/3' },
    }),
  ]);
});

it("keeps the dialog open with the server's reason when sending fails", async () => {
  fakeApi({ 'POST /api/requests': json({ errors: ['Admin is not allowed to Prayer Requests'] }, 403) });
  const onClose = jest.fn();
  renderAt('/videos/3', <PrayerRequestModal page="/videos/3" onClose={onClose} />);
  await userEvent.type(screen.getByLabelText('My Prayer Request'), 'Healing');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Admin is not allowed to Prayer Requests')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText('My Prayer Request')).toHaveValue('Healing');
});
