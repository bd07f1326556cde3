import { screen, within } from '@testing-library/react';
import { clearSession, setSession } from '@church/auth';
import type { ServicePlan } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { queryClient } from '@church/query';
import { Route, Routes } from '@church/router';
import { fakeApi, json, testSession } from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import PlanPage from './plan-page';

jest.setTimeout(30_000);

const plan: ServicePlan = {
  id: 1,
  name: 'Culto dominical',
  createdAt: '2026-03-01T15:00:00Z',
  updatedAt: '2026-03-07T15:00:00Z',
  servicePlan: {
    servicePlanItems: [
      {
        id: 11,
        serviceTypeId: 1,
        position: 1,
        kind: 'song',
        title: 'Santo, Santo, Santo',
        lengthMinutes: 4,
        description: null,
        songKey: 'D',
        songId: null,
      },
      {
        id: 12,
        serviceTypeId: 1,
        position: 2,
        kind: 'sermon',
        title: 'Esperar con esperanza',
        lengthMinutes: 65,
        description: null,
        songKey: null,
        songId: null,
      },
    ],
    notes: [],
    attachments: [],
  },
};

beforeEach(async () => {
  await setLanguage('es');
  setSession(testSession({ allowedActions: ['Service plans'] }));
});
afterEach(async () => {
  queryClient.clear();
  clearSession();
  await setLanguage('en');
});

it('draws the plan page in Spanish: headings, buttons, item kinds, keys, lengths and dates', async () => {
  fakeApi({ 'GET /api/service-types/1': json(plan) });
  renderAreaPage(
    <Routes>
      <Route path="/dashboard/plan-page/:id" element={<PlanPage area="dashboard" />} />
    </Routes>,
    '/dashboard/plan-page/1',
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Culto dominical' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Orden del culto' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Agregar una canción' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Archivos adjuntos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agregar elemento' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Todos los planes' })).toBeInTheDocument();
  expect(screen.getByText('Creado el 01/03/2026 · Último cambio el 07/03/2026')).toBeInTheDocument();
  expect(screen.getByText('Aún no hay notas.')).toBeInTheDocument();

  const rows = within(screen.getByRole('list', { name: 'Orden del culto' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Canción: Santo, Santo, Santo4 min · Tono: D');
  expect(rows[1]).toHaveTextContent('Prédica: Esperar con esperanza1 h 5 min');
  expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Subir Santo, Santo, Santo' })).toBeDisabled();
  expect(screen.getByTestId('plan-total')).toHaveTextContent('1 h 9 min');
  expect(document.body).not.toHaveTextContent(/Order of service|Add item|Key of|Song:/);
});
