import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@church/contracts';
import { SavedCardList } from './saved-card-list';

const cards: PaymentMethod[] = [
  { id: 1, isDefault: false, stripePaymentMethodId: 'pm_1', card: { brand: 'visa', last4: '4242' } },
  { id: 2, isDefault: true, stripePaymentMethodId: 'pm_2', card: { brand: 'amex', last4: '0005' } },
  { id: 3, isDefault: false, stripePaymentMethodId: 'pm_3', card: { brand: 'eftpos_au', last4: '1234' } },
];

function Chooser({ onSelect }: { onSelect: (id: number) => void }) {
  const [selectedId, setSelectedId] = useState<number | null>(2);
  return (
    <SavedCardList
      cards={cards}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelect(id);
      }}
    />
  );
}

it('shows each card with its brand, last four digits and the default badge', () => {
  render(<SavedCardList cards={cards} selectedId={null} onSelect={() => undefined} />);
  const group = screen.getByRole('group', { name: 'Saved cards' });
  expect(group).toBeInTheDocument();
  const [visa, amex, other] = screen.getAllByRole('radio');
  expect(visa).toHaveAccessibleName('Visa ending in 4242');
  expect(amex).toHaveAccessibleName('American Express ending in 0005 Default');
  expect(other).toHaveAccessibleName('Unknown brand ending in 1234');
  // Seen as '•••• 4242'; the dots are hidden from screen readers, which hear 'ending in'.
  expect(visa?.closest('label')).toHaveTextContent('•••• ending in 4242');
  expect(screen.getAllByText('Default')).toHaveLength(1);
  expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
});

it('moves the choice with the arrow keys, like any radio group', async () => {
  const onSelect = jest.fn();
  render(<Chooser onSelect={onSelect} />);
  const [visa, amex, other] = screen.getAllByRole('radio');
  expect(amex).toBeChecked();

  await userEvent.tab();
  expect(amex).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(other).toBeChecked();
  expect(other).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(visa).toBeChecked();
  expect(onSelect.mock.calls).toEqual([[3], [2], [1]]);
});
