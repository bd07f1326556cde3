import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerLinkMessages } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, json } from '@church/testing';
import ScheduleOfferPage from './schedule-offer-page';

const preview = {
  firstName: 'Samuel',
  offeredBy: 'Daniel Okafor',
  planName: 'Sunday Worship',
  startsAt: '2026-12-27T15:00:00.000Z',
  teamName: 'Worship',
  positionName: 'Keys',
};
const place = {
  id: 40,
  serviceTypeId: 3,
  planName: 'Sunday Worship',
  startsAt: '2026-12-27T15:00:00.000Z',
  teamName: 'Worship',
  positionName: 'Keys',
  status: 'accepted',
  declineReason: null,
  inPlaceOf: 'Daniel Okafor',
};

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ScheduleOfferPage />
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await setLanguage('en');
});

it('shows the offered place, takes nothing on opening, and takes it once pressed', async () => {
  const requests = fakeApi({
    'GET /api/scheduling/offer-link': json(preview),
    'POST /api/scheduling/offer-link': json(place),
  });
  renderAt('/schedule-offer?id=12&token=abc.def.ghi');

  expect(await screen.findByRole('heading', { level: 1, name: 'Take this place?' })).toBeInTheDocument();
  expect(screen.getByText('Hi Samuel,')).toBeInTheDocument();
  expect(screen.getByText('Daniel Okafor cannot serve as Keys (Worship) for Sunday Worship.')).toBeInTheDocument();
  expect(requests.map((request) => `${request.method} ${request.search}`)).toEqual(['GET ?id=12&token=abc.def.ghi']);

  await userEvent.click(screen.getByRole('button', { name: 'Take this place' }));
  expect(await screen.findByRole('heading', { name: 'Thank you! The place is yours.' })).toBeInTheDocument();
  expect(
    screen.getByText(/^You serve as Keys \(Worship\) for Sunday Worship on .+\. The scheduler was told\.$/),
  ).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { id: 12, token: 'abc.def.ghi' },
  ]);
});

it('says the place was taken when another teammate was faster', async () => {
  fakeApi({
    'GET /api/scheduling/offer-link': json(preview),
    'POST /api/scheduling/offer-link': json({ errors: [offerLinkMessages.taken] }, 409),
  });
  renderAt('/schedule-offer?id=12&token=abc.def.ghi');

  await userEvent.click(await screen.findByRole('button', { name: 'Take this place' }));
  expect(await screen.findByRole('heading', { name: 'You cannot take this place' })).toBeInTheDocument();
  expect(screen.getByText('Someone else already took this place')).toBeInTheDocument();
  expect(screen.getByText('The places still open to you are on My Schedule in your account.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

it('says why a link does not work as soon as it opens, in Spanish too', async () => {
  await setLanguage('es');
  fakeApi({
    'GET /api/scheduling/offer-link': json(
      { errors: ['Este enlace ha caducado o no es válido. Los lugares aún abiertos están en Mi horario.'] },
      400,
    ),
  });
  renderAt('/schedule-offer?id=12&token=tampered');

  expect(await screen.findByRole('heading', { name: 'No puede tomar este lugar' })).toBeInTheDocument();
  expect(
    screen.getByText('Este enlace ha caducado o no es válido. Los lugares aún abiertos están en Mi horario.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tomar este lugar' })).not.toBeInTheDocument();
});

it('lets the teammate try again when the answer is lost on the way', async () => {
  fakeApi({
    'GET /api/scheduling/offer-link': json(preview),
    'POST /api/scheduling/offer-link': () => new Response('', { status: 502 }),
  });
  renderAt('/schedule-offer?id=12&token=abc.def.ghi');

  await userEvent.click(await screen.findByRole('button', { name: 'Take this place' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to take the place. Please try again.');
  expect(screen.getByRole('button', { name: 'Take this place' })).toBeEnabled();
});
