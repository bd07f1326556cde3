import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableProps } from './data-table';
import type { DataColumn } from './data-column';

interface Gift {
  id: string;
  donor: string;
  amount: string;
}

const gifts: Gift[] = [
  { id: 'g1', donor: 'Ada Lovelace', amount: '$10.00' },
  { id: 'g2', donor: 'Grace Hopper', amount: '$25.00' },
];
const columns: DataColumn<Gift>[] = [
  { header: 'Donor', cell: (gift) => gift.donor },
  { header: 'Amount', cell: (gift) => gift.amount, className: 'amount' },
];

function renderTable(props: Partial<DataTableProps<Gift>> = {}) {
  return render(<DataTable caption="Gifts" data={gifts} columns={columns} getRowId={(gift) => gift.id} {...props} />);
}

function SelectableGifts({
  onChange,
  canSelect,
}: {
  onChange: (ids: string[]) => void;
  canSelect?: (gift: Gift) => boolean;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataTable
      caption="Gifts"
      data={gifts}
      columns={columns}
      getRowId={(gift) => gift.id}
      rowLabel={(gift) => gift.donor}
      canSelect={canSelect}
      selected={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

describe('DataTable', () => {
  it('shows one row per item under the column headings, each value labelled for phones', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Gifts' });
    expect(within(table).getByRole('columnheader', { name: 'Donor' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'Ada Lovelace' })).toHaveAttribute('data-label', 'Donor');
    expect(within(second!).getByRole('cell', { name: '$25.00' })).toHaveAttribute('data-label', 'Amount');
  });

  it('offers the row actions of each row', async () => {
    const refund = jest.fn();
    renderTable({
      rowActions: (gift) => (
        <button type="button" onClick={() => refund(gift.id)}>
          Refund {gift.donor}
        </button>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refund Grace Hopper' }));
    expect(refund).toHaveBeenCalledWith('g2');
  });

  it('shows a busy skeleton while loading', () => {
    renderTable({ data: undefined, isLoading: true });
    expect(screen.getByRole('table', { name: 'Gifts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('cell')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to list', () => {
    renderTable({ data: [], emptyText: 'No gifts yet.' });
    expect(screen.getByRole('cell', { name: 'No gifts yet.' })).toBeInTheDocument();
  });

  it('shows the error instead of the table and retries on request', async () => {
    const onRetry = jest.fn();
    renderTable({ data: undefined, error: 'Failed to get givings', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get givings');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('selects single rows and all rows with labelled checkboxes', async () => {
    const onChange = jest.fn();
    render(<SelectableGifts onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    expect(onChange).toHaveBeenLastCalledWith(['g2']);
    expect(screen.getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['g1', 'g2']));
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeChecked();
    expect(all).toBeChecked();

    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked();
  });

  it('keeps rows that cannot be selected out of the selection, also when all rows are selected', async () => {
    const onChange = jest.fn();
    render(<SelectableGifts onChange={onChange} canSelect={(gift) => gift.id !== 'g1'} />);

    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onChange).toHaveBeenLastCalledWith(['g2']);
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked();
  });

  it('has no checkboxes unless selection is asked for', () => {
    renderTable();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
