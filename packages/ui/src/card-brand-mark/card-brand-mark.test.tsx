import { render, screen } from '@testing-library/react';
import { CardBrandMark } from './card-brand-mark';

it.each([
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['discover', 'Discover'],
  ['diners', 'Diners Club'],
  ['jcb', 'JCB'],
  ['unionpay', 'UnionPay'],
])('marks %s cards as %s', (brand, name) => {
  render(<CardBrandMark brand={brand} />);
  expect(screen.getByRole('img', { name })).toBeInTheDocument();
  expect(screen.queryByText('Unknown brand')).not.toBeInTheDocument();
});

it.each(['unknown', 'eftpos_au', 'Visa', ''])("shows 'Unknown brand' for %j", (brand) => {
  const { container } = render(<CardBrandMark brand={brand} />);
  expect(container).toHaveTextContent(/^Unknown brand$/);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
