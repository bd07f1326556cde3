import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { defaultVisitInfo, type VisitInfo } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, json } from '@church/testing';
import { clearQueryCache } from '../../../lib/query-cache';
import { VisitDetails } from './visit-details';
import { VisitSection } from './visit-section';

const visit: VisitInfo = {
  ...defaultVisitInfo,
  serviceTimes: [{ day: 0, time: '09:00', name: 'Traditional worship' }],
  parking: 'Free lot behind the church',
};

/**
 * The home page's section as the server sends it: the details inside a Suspense boundary's
 * markers (the server draws them from the page's inlined read).
 */
async function serverHtml(): Promise<string> {
  fakeApi({ 'GET /api/visit-info': json(visit) });
  const { container, unmount } = render(<VisitDetails />);
  await screen.findByText('Traditional worship');
  const details = container.innerHTML;
  unmount();
  jest.restoreAllMocks();
  clearQueryCache();
  return `<section id="home-visit" class="visit" aria-labelledby="visit-heading"><!--$-->${details}<!--/$--></section>`;
}

afterEach(async () => {
  jest.restoreAllMocks();
  clearQueryCache();
  document.body.innerHTML = '';
  await act(() => setLanguage('en'));
});

it('keeps the section the server drew, without its code, until the language changes', async () => {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const requests = fakeApi({ 'GET /api/visit-info': json(visit) });
  const hydrationErrors: unknown[] = [];

  const root = await act(async () =>
    hydrateRoot(
      container,
      <MemoryRouter>
        <VisitSection />
      </MemoryRouter>,
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    ),
  );

  // Kept as drawn: no read (the details never drew, not even from the cache) and no mismatch.
  expect(screen.getByRole('heading', { level: 2, name: 'Plan your visit' })).toBeInTheDocument();
  expect(screen.getByText('Free lot behind the church')).toBeInTheDocument();
  expect(hydrationErrors).toEqual([]);
  expect(requests).toEqual([]);

  // In another language the section draws itself, from the API, in that language.
  await act(() => setLanguage('es'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Planee su visita' })).toBeInTheDocument();
  expect(screen.getByText('Domingo')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Plan your visit' })).not.toBeInTheDocument();
  expect(requests.map((request) => request.path).sort()).toEqual(['/api/live-stream', '/api/visit-info']);

  // And stays drawn when the language comes back.
  await act(() => setLanguage('en'));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Plan your visit' })).toBeInTheDocument());
  expect(screen.getByText('Traditional worship')).toBeInTheDocument();
  expect(hydrationErrors).toEqual([]);
  act(() => root.unmount());
});

it('draws the section itself on a page the browser draws', async () => {
  fakeApi({ 'GET /api/visit-info': json(visit) });
  render(
    <MemoryRouter>
      <VisitSection />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
  );
  expect(screen.getByText('Traditional worship')).toBeInTheDocument();
});

it('says "Live now" above the section while a service is streamed, leading to the sermons page', async () => {
  fakeApi({
    'GET /api/visit-info': json(visit),
    'GET /api/live-stream': json({
      live: true,
      service: {
        name: 'Traditional worship',
        startsAt: '2026-11-29T15:00:00.000Z',
        endsAt: '2026-11-29T16:30:00.000Z',
      },
      player: { kind: 'embed', src: 'https://www.youtube.com/embed/abcdef12' },
    }),
  });
  render(
    <MemoryRouter>
      <VisitSection />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Live now: Traditional worship' })).toHaveAttribute('href', '/videos');
});
