import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@church/router';
import PublicRoutes from './routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicRoutes />
    </MemoryRouter>,
  );
}

it('serves the about-us page with how to reach the church', () => {
  renderAt('/about-us');
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getByText(/1200 N Market St, Wichita, KS 67214/)).toBeInTheDocument();
});

it.each(['/', '/home'])('serves the home page at %s with a way to the sermons', (path) => {
  renderAt(path);
  expect(screen.getByRole('link', { name: 'Watch Sermons' })).toHaveAttribute('href', '/videos');
});
