import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@church/router';
import DashboardRoutes from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardRoutes />
    </MemoryRouter>,
  );
}

it('sends /dashboard to the charts page', () => {
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
});

it('shows the 404 page for an unknown path inside the dashboard', () => {
  renderAt('/dashboard/no-such-page');
  expect(screen.getByText('Sorry, the page you are looking for doesn`t exist')).toBeInTheDocument();
});
