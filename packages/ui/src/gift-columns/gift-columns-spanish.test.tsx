import { render, screen, within } from '@testing-library/react';
import type { GivingHistoryItem } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import { DataTable } from '../data-table/data-table';
import { giftColumns } from './gift-columns';

const gift = (overrides: Partial<GivingHistoryItem>): GivingHistoryItem => ({
  id: 1,
  givingId: 'g-1',
  amount: 25,
  givingTypeName: 'Diezmo',
  isRefunded: false,
  creationDate: '2026-03-07T15:00:00Z',
  paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' },
  ...overrides,
});

beforeEach(() => setLanguage('es'));
afterEach(() => setLanguage('en'));

it('heads a gift history, and says how and whether each gift was paid, in Spanish', () => {
  render(
    <DataTable
      caption="Ofrendas"
      data={[
        gift({}),
        gift({ id: 2, isRefunded: true, paymentMethod: { kind: 'offline', method: 'check', checkNumber: '118' } }),
      ]}
      columns={giftColumns<GivingHistoryItem>({ offlineDetail: true })}
      getRowId={(row) => String(row.id)}
      onSelectionChange={jest.fn()}
    />,
  );

  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['', 'Fecha', 'Monto', 'Tipo de ofrenda', 'Pagado con', 'Estado']);
  expect(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' })).toBeInTheDocument();
  const [, card, check] = screen.getAllByRole('row');
  expect(within(card!).getByText('terminada en')).toBeInTheDocument();
  expect(within(card!).getByText('Pagada')).toBeInTheDocument();
  expect(within(check!).getByText('Cheque n.º 118')).toBeInTheDocument();
  expect(within(check!).getByText('Reembolsada')).toBeInTheDocument();
  expect(within(check!).getByRole('checkbox', { name: 'Seleccionar fila 2' })).toBeInTheDocument();
});
