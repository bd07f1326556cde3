import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import { defaultLiveStreamSettings, defaultVisitInfo, type ChurchSettings } from '@church/contracts';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession, type Answer, type RecordedRequest } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import ChurchSettingsPage from './church-settings-page';

const saved: ChurchSettings = { twoFactorForStaff: true, twoFactorForEveryone: false, refundWindowDays: 60 };

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/church-settings');

function openPage(routes: Record<string, Answer> = {}) {
  const requests = fakeApi({
    'GET /api/church-settings': json(saved),
    'GET /api/visit-info': json(defaultVisitInfo),
    'GET /api/live-stream/settings': json(defaultLiveStreamSettings),
    ...routes,
  });
  renderAreaPage(<ChurchSettingsPage area="dashboard" />, '/dashboard/church-settings');
  return requests;
}

const staffSwitch = () => screen.getByRole('switch', { name: /Require two-step sign-in for staff/ });
const everyoneSwitch = () => screen.getByRole('switch', { name: 'Require two-step sign-in for everyone' });
const refundWindow = () => screen.getByRole('spinbutton', { name: 'Refund window in days' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  setSession(testSession({ roles: ['Admin'] }));
});
afterEach(() => {
  queryClient.clear();
  clearSession();
});

it('shows the saved settings, and offers Save only once something changed', async () => {
  openPage();

  expect(await screen.findByRole('heading', { level: 1, name: 'Church Settings' })).toBeInTheDocument();
  await waitFor(() => expect(staffSwitch()).toBeChecked());
  expect(everyoneSwitch()).not.toBeChecked();
  expect(refundWindow()).toHaveValue(60);
  expect(refundWindow()).toHaveAccessibleDescription(/How long after giving a member may refund a gift themselves/);
  expect(saveButton()).toBeDisabled();
});

it('saves the changed settings and says so', async () => {
  const requests = openPage({
    'PUT /api/church-settings': ({ body }) => Response.json(body),
  });
  await waitFor(() => expect(staffSwitch()).toBeChecked());

  await userEvent.click(everyoneSwitch());
  await userEvent.clear(refundWindow());
  await userEvent.type(refundWindow(), '30');
  await userEvent.click(saveButton());

  expect(await screen.findByText('Changes have been saved')).toBeInTheDocument();
  expect(puts(requests).map((request) => request.body)).toEqual([
    { twoFactorForStaff: true, twoFactorForEveryone: true, refundWindowDays: 30 },
  ]);
  // What was saved is the form's new starting point: nothing left to save.
  await waitFor(() => expect(saveButton()).toBeDisabled());
  expect(everyoneSwitch()).toBeChecked();
  expect(refundWindow()).toHaveValue(30);
});

it("saves the church's own tax wording for its receipts and statements", async () => {
  const requests = openPage({
    'PUT /api/church-settings': ({ body }) => Response.json(body),
  });
  const wording = await screen.findByRole('textbox', { name: 'Tax wording on receipts and statements' });
  expect(wording).toHaveAccessibleDescription(/Leave it empty for the standard wording/);

  await userEvent.type(wording, 'Grace Church is a 501(c)(3) organization.');
  await userEvent.click(saveButton());

  expect(await screen.findByText('Changes have been saved')).toBeInTheDocument();
  expect(puts(requests).map((request) => request.body)).toEqual([
    { ...saved, taxWording: 'Grace Church is a 501(c)(3) organization.' },
  ]);
});

it.each([
  ['400', 'Refund window can be at most 365 days'],
  ['-1', 'Refund window cannot be negative'],
  ['2.5', 'Refund window must be a whole number of days'],
])('refuses a refund window of %s with "%s" and sends nothing', async (days, message) => {
  const requests = openPage();
  await waitFor(() => expect(refundWindow()).toHaveValue(60));

  await userEvent.clear(refundWindow());
  await userEvent.type(refundWindow(), days);
  await userEvent.click(saveButton());

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(refundWindow()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(refundWindow()).toHaveAttribute('aria-invalid', 'true');
  expect(puts(requests)).toHaveLength(0);
});

it("shows the server's reason when it refuses, and keeps the changes for another try", async () => {
  openPage({
    'PUT /api/church-settings': json({ errors: ['Refund window can be at most 365 days'] }, 400),
  });
  await waitFor(() => expect(staffSwitch()).toBeChecked());

  await userEvent.click(staffSwitch());
  await userEvent.click(saveButton());

  expect(await screen.findByText('Refund window can be at most 365 days')).toBeInTheDocument();
  expect(screen.queryByText('Failed to save church settings')).not.toBeInTheDocument();
  expect(staffSwitch()).not.toBeChecked();
  expect(saveButton()).toBeEnabled();
});

it('says so when the settings cannot be loaded', async () => {
  openPage({ 'GET /api/church-settings': () => new Response('Service unavailable', { status: 503 }) });

  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to get church settings');
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it('takes a live stream only from a known video site, checked before it is sent, with its own times', async () => {
  const requests = openPage({ 'PUT /api/live-stream/settings': ({ body }) => Response.json(body) });
  const link = await screen.findByRole('textbox', { name: 'Stream link' });
  const save = screen.getByRole('button', { name: 'Save live stream' });

  await userEvent.click(link);
  await userEvent.paste('https://streams.example.com/embed/7');
  await userEvent.click(save);
  expect(
    await screen.findByText(
      'Stream link must be a YouTube, Vimeo or Facebook link, or an https link to an HLS stream (.m3u8)',
    ),
  ).toBeInTheDocument();

  await userEvent.clear(link);
  await userEvent.paste('https://www.youtube.com/watch?v=abcdef12');
  await userEvent.click(screen.getByRole('switch', { name: 'At the service times in Visit information' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add a stream time' }));
  await userEvent.click(screen.getAllByRole('textbox', { name: 'Service' }).at(-1)!);
  await userEvent.paste('Sunday worship');
  await userEvent.click(save);

  await waitFor(() =>
    expect(
      requests.filter((request) => request.path === '/api/live-stream/settings' && request.method === 'PUT'),
    ).toHaveLength(1),
  );
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    url: 'https://www.youtube.com/watch?v=abcdef12',
    useServiceTimes: false,
    times: [{ day: 0, time: '10:00', name: 'Sunday worship' }],
    durationMinutes: 90,
  });
}, 20_000);
