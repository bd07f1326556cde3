import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

describe('Modal', () => {
  it('shows its title as the dialog name and closes from the close button', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Giving" onClose={onClose}>
        <p>Choose how to give</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Giving' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Giving" onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    screen.getByRole('button', { name: 'Inside' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('starts on the field marked to start on, and gives focus back to its opener when it goes', async () => {
    const Page = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Sign In</button>
        {open ? (
          <Modal title="Sign In" onClose={() => undefined}>
            <input aria-label="Email" data-autofocus="" />
          </Modal>
        ) : null}
      </>
    );
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'Sign In' }).focus();
    rerender(<Page open />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });
});
