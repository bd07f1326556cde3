import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, testSession } from '@church/testing';
import { TwoStepSection } from './two-step-section';

function renderSection() {
  render(
    <QueryProvider>
      <TwoStepSection />
      <Toaster />
    </QueryProvider>,
  );
}

beforeEach(() => setSession(testSession()));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('turns on with the password, the QR code and a code, and shows the recovery codes once', async () => {
  let enabled = false;
  const requests = fakeApi({
    'GET /api/account/two-step': () => Response.json({ enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 }),
    'POST /api/account/two-step/setup': () =>
      Response.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeSvg: '<svg></svg>' }),
    'POST /api/account/two-step/enable': () => {
      enabled = true;
      return Response.json({ recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] });
    },
  });
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  await userEvent.type(screen.getByLabelText('Code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

  const codes = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['abcde-fghjk', 'mnpqr-stuvw']);
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(await screen.findByText(/On\. 10 of 10 recovery codes left/)).toBeInTheDocument();
  expect(screen.queryByText('abcde-fghjk')).not.toBeInTheDocument();
  expect(requests.find((request) => request.path === '/api/account/two-step/setup')?.body).toEqual({
    password: 'Secret123',
  });
});

it('turns off only with the password and a code', async () => {
  const requests = fakeApi({
    'GET /api/account/two-step': () => Response.json({ enabled: true, required: false, recoveryCodesLeft: 9 }),
    'POST /api/account/two-step/turn-off': () => new Response(null, { status: 204 }),
  });
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Code is required')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-step sign-in is off')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    password: 'Secret123',
    code: '123456',
  });
});

it('says when the church requires it, and offers no way to turn it off', async () => {
  fakeApi({
    'GET /api/account/two-step': () => Response.json({ enabled: true, required: true, recoveryCodesLeft: 10 }),
  });
  renderSection();
  expect(await screen.findByText(/requires it for your account, so it cannot be turned off/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).not.toBeInTheDocument();
});
