import { render, screen } from '@testing-library/react';
import { NotFound } from './not-found';

it('shows the 404 heading and the exact text of the spec', () => {
  render(<NotFound />);
  expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the page you are looking for doesn`t exist')).toBeInTheDocument();
});
