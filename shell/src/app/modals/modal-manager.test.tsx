import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal, openModal, useModalStore } from '@church/modals';
import { loadRemoteMock, remoteModule, fakeFetch } from '@church/testing';
import { ModalManager } from './modal-manager';

describe('ModalManager', () => {
  beforeEach(() => {
    fakeFetch({ mfe_giving: 'http://localhost:3002/mf-manifest.json' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => closeModal());
    jest.restoreAllMocks();
  });

  // One journey, because a loaded remote stays cached for the page's life, as it should.
  it('shows a retry panel in a Giving dialog while the remote is down, then the remote with a close handler', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    const { container } = render(<ModalManager />);
    expect(container).toBeEmptyDOMElement();

    act(() => openModal('giving-menu'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Giving' });
    expect(dialog).toHaveTextContent('Giving is not available right now');

    loadRemoteMock.mockResolvedValueOnce(
      remoteModule(({ onClose }) => (
        <button type="button" onClick={onClose as () => void}>
          Close giving
        </button>
      )),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close giving' }));

    expect(loadRemoteMock).toHaveBeenLastCalledWith('mfe_giving/giving-menu');
    expect(useModalStore.getState().current).toBeNull();
  });
});
