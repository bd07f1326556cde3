import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import type { CurrentUser } from '@church/contracts';
import { fakeApi } from '@church/testing';
import { AvatarSection } from './avatar-section';

const ann: CurrentUser = {
  id: '1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneNumber: '+13165550100',
  photoUrl: null,
  address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 2, zipCode: '67202' },
  language: 'en',
};

/** The browser's XMLHttpRequest as uploadFile uses it: the test drives progress, load and abort. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  url = '';
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
});
afterEach(() => jest.restoreAllMocks());

const photo = new File(['png'], 'me.png', { type: 'image/png' });

it('shows the upload progress, then saves the new photo', async () => {
  const requests = fakeApi({
    'PUT /api/users/current': ({ body }) => Response.json({ ...ann, ...(body as object) }),
  });
  const onSaved = jest.fn();
  render(
    <>
      <AvatarSection user={ann} onSaved={onSaved} />
      <Toaster />
    </>,
  );
  await userEvent.upload(screen.getByLabelText('Change photo'), photo);
  expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0');
  FakeXhr.last.progress(40, 100);
  expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
  expect(FakeXhr.last.url).toBe('/api/files');
  FakeXhr.last.respond(200, { url: '/uploads/me.png' });

  expect(await screen.findByText('Avatar have been updated')).toBeInTheDocument();
  expect(requests[0]?.body).toMatchObject({ firstName: 'Ann', photoUrl: '/uploads/me.png' });
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ photoUrl: '/uploads/me.png' }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('cancels an upload without saving or complaining', async () => {
  const requests = fakeApi({});
  render(
    <>
      <AvatarSection user={ann} onSaved={jest.fn()} />
      <Toaster />
    </>,
  );
  await userEvent.upload(screen.getByLabelText('Change photo'), photo);
  FakeXhr.last.progress(10, 100);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByText('Failed to upload new avatar!')).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('says so when the upload fails', async () => {
  fakeApi({});
  render(
    <>
      <AvatarSection user={ann} onSaved={jest.fn()} />
      <Toaster />
    </>,
  );
  await userEvent.upload(screen.getByLabelText('Change photo'), photo);
  act(() => FakeXhr.last.onerror?.());
  expect(await screen.findByText('Failed to upload new avatar!')).toBeInTheDocument();
});
