import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@church/router';
import AccountRoutes from './routes';

it('sends /account to the account settings page', () => {
  render(
    <MemoryRouter initialEntries={['/account']}>
      <AccountRoutes />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
});
