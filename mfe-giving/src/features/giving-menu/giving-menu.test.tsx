import { render, screen, within } from '@testing-library/react';
import { GivingMenu } from './giving-menu';

it('offers the four ways to give with the mailing address of the church office', () => {
  render(<GivingMenu onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Giving' });
  const options = within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(options).toEqual(['One-time online gift', 'Recurring gift', 'In person', 'By mail']);
  expect(dialog).toHaveTextContent('Recurring gifts need you to sign in');
  expect(dialog).toHaveTextContent('Financial tab of your profile');
  expect(dialog).toHaveTextContent('offering envelope with your name and address');
  expect(dialog).toHaveTextContent('1200 N Market St, Wichita, KS 67214');
});
