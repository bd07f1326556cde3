import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@church/router/testing';
import { Footer } from './footer';

it('shows the Kansas address, phone, e-mail and social links, and the accessibility statement', () => {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  expect(screen.getByText(/Wichita, KS 67214/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(316) 555-0148' })).toHaveAttribute('href', 'tel:3165550148');
  expect(screen.getByRole('link', { name: 'office@cornerstone-church.example' })).toHaveAttribute(
    'href',
    'mailto:office@cornerstone-church.example',
  );
  for (const name of ['Facebook', 'Instagram', 'YouTube', 'X']) {
    expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});
