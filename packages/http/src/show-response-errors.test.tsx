import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { setLanguage } from '@church/i18n';
import { showResponseErrors } from './show-response-errors';

describe('showResponseErrors', () => {
  it('shows one fixed toast for a server error, whatever the body says', async () => {
    render(<Toaster />);
    await act(() => showResponseErrors(Response.json({ errors: ['database exploded'] }, { status: 500 })));
    expect(await screen.findByText('500 - Network Error')).toBeInTheDocument();
    expect(screen.queryByText('database exploded')).not.toBeInTheDocument();
  });

  it('shows each message of the errors list as its own toast', async () => {
    render(<Toaster />);
    await act(() =>
      showResponseErrors(Response.json({ errors: ['Email is required', 'Password is required'] }, { status: 400 })),
    );
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

describe('showResponseErrors in Spanish', () => {
  beforeEach(() => setLanguage('es'));
  afterEach(() => setLanguage('en'));

  it("says a server error in the page's language", async () => {
    render(<Toaster />);
    await act(() => showResponseErrors(Response.json({ errors: ['boom'] }, { status: 500 })));
    expect(await screen.findByText('500 - Error de red')).toBeInTheDocument();
  });
});
