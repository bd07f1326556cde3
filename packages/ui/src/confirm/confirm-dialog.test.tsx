import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm } from './use-confirm';

function CardRow({ remove }: { remove: () => Promise<void> }) {
  const { confirm, dialog } = useConfirm();
  const [outcome, setOutcome] = useState('');
  const ask = async () => {
    const removed = await confirm({
      title: 'Remove card',
      message: 'Remove the card ending 4242?',
      confirmLabel: 'Remove',
      onConfirm: remove,
    });
    setOutcome(removed ? 'Removed' : 'Kept');
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Remove Visa 4242
      </button>
      <p>{outcome}</p>
      {dialog}
    </>
  );
}

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

async function open(remove: () => Promise<void> = () => Promise.resolve()) {
  render(<CardRow remove={remove} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Visa 4242' }));
  return screen.getByRole('dialog', { name: 'Remove card' });
}

describe('ConfirmDialog through useConfirm', () => {
  it('asks with the message and puts the focus on Cancel', async () => {
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('Remove the card ending 4242?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('does nothing on Cancel', async () => {
    const remove = jest.fn(() => Promise.resolve());
    await open(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    expect(await screen.findByText('Kept')).toBeInTheDocument();
  });

  it('cancels on Escape', async () => {
    const remove = jest.fn(() => Promise.resolve());
    await open(remove);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    expect(await screen.findByText('Kept')).toBeInTheDocument();
  });

  it('waits with a busy, disabled button while the action runs, then closes', async () => {
    const removal = deferred();
    await open(() => removal.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Remove card' })).toBeInTheDocument();

    removal.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Removed')).toBeInTheDocument();
  });

  it('stays open for another try when the action fails', async () => {
    const removal = deferred();
    await open(() => removal.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    removal.reject(new Error('Failed to remove the card'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Remove card' })).toBeInTheDocument();
  });

  it('names the safe choice as asked, so it never reads like the action', async () => {
    function CancelGift() {
      const { confirm, dialog } = useConfirm();
      const ask = () =>
        confirm({
          title: 'Cancel recurring gift',
          message: 'Stop the monthly gift?',
          confirmLabel: 'Cancel gift',
          cancelLabel: 'Keep gift',
          onConfirm: () => undefined,
        });
      return (
        <>
          <button type="button" onClick={ask}>
            Stop
          </button>
          {dialog}
        </>
      );
    }
    render(<CancelGift />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Keep gift' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
