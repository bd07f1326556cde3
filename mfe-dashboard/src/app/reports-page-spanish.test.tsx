import { screen, within } from '@testing-library/react';
import { clearSession, setSession } from '@church/auth';
import type { GiftsReport } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { queryClient } from '@church/query';
import { fakeApi, json, testSession } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import ReportsPage from './reports-page';

// The dashboard drawn in Spanish: its own catalogue (headings, buttons, table headers, plurals),
// not English with Spanish dates.
const report: GiftsReport = {
  count: 1,
  entities: [
    {
      donorKey: 'ruth@example.com',
      name: 'Ruth Miller',
      email: 'ruth@example.com',
      giftCount: 2,
      byType: [{ givingTypeId: 1, amount: 125.5 }],
      total: 125.5,
    },
  ],
  givingTypes: [{ id: 1, name: 'Tithe' }],
  totals: { byType: [{ givingTypeId: 1, amount: 125.5 }], online: 125.5, offline: 0, overall: 125.5 },
};

beforeEach(async () => {
  await setLanguage('es', { rememberChoice: false });
  setSession(testSession({ roles: ['Admin'] }));
});
afterEach(async () => {
  queryClient.clear();
  clearSession();
  await setLanguage('en', { rememberChoice: false });
});

it('draws the reports page in Spanish: heading, buttons, the donors table and its plurals', async () => {
  fakeApi({
    'POST /api/givings/report-html': json(report),
    'POST /api/events/report-html': json({ timeZone: 'America/Chicago', months: [] }),
    'GET /api/givings/year-end-statements': json(null),
  });
  renderAreaPage(<ReportsPage area="dashboard" />, '/dashboard/reports?start=2026-03-01&end=2026-04-30');

  expect(await screen.findByRole('heading', { name: 'Informes', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mostrar informes' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Descargar PDF de ofrendas' })).toBeInTheDocument();
  const donors = await screen.findByRole('table', { name: 'Donantes' });
  expect(within(donors).getByRole('columnheader', { name: 'Donante' })).toBeInTheDocument();
  expect(within(donors).getByText('2 ofrendas')).toBeInTheDocument();
  expect(within(donors).getByRole('button', { name: 'Enviar recibo fiscal a Ruth Miller' })).toBeInTheDocument();
  expect(await screen.findByText('No hay eventos en este período.')).toBeInTheDocument();
  expect(screen.getByText('Total general')).toBeInTheDocument();
});
