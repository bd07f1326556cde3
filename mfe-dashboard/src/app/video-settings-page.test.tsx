import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@church/auth';
import type { Video, VideoList } from '@church/contracts';
import { queryClient } from '@church/query';
import {
  fakeApi,
  fakeUploads,
  json,
  lateEveningChurchDate,
  lateEveningInstant,
  testSession,
  browserDateOfLateEvening,
  type Answer,
  type RecordedRequest,
} from '@church/testing';
import { renderAreaPage } from '../testing/render-area-page';
import VideoSettingsPage from './video-settings-page';

function aVideo(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id,
    name: `Sermon ${id}`,
    videoUrl: `/api/files/00000000-0000-4000-a000-${String(id).padStart(12, '0')}.mp4`,
    // Midday UTC: the same calendar day in every zone the tests may run in.
    creationDate: '2026-03-07T12:00:00Z',
    isOnHomePage: false,
    posterUrl: null,
    ...overrides,
  };
}

const worship = aVideo(12, {
  name: 'Sunday Worship',
  isOnHomePage: true,
  posterUrl: '/api/files/00000000-0000-4000-a000-000000000120.webp',
});
const samaritan = aVideo(11, {
  name: 'The Good Samaritan',
  videoUrl: 'https://www.youtube.com/embed/eRsGyueVLvQ',
  creationDate: '2026-02-28T12:00:00Z',
});
const page1: VideoList = { count: 8, entities: [worship, samaritan, ...[10, 9, 8, 7].map((id) => aVideo(id))] };

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function openPage(routes: Record<string, Answer> = {}, url = '/dashboard/video-settings') {
  const requests = fakeApi({ 'GET /api/paginated-videos': json(page1), ...routes });
  renderAreaPage(<VideoSettingsPage area="dashboard" />, url);
  return requests;
}

/** Once the first page is on screen. */
const table = () => screen.findByRole('link', { name: 'Sunday Worship' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const homeSwitch = (name: string) => screen.getByRole('switch', { name: `Show ${name} on the home page` });

beforeEach(() => {
  setSession(testSession({ roles: ['Admin'] }));
  // jsdom has no scrolling; a new page scrolls to the top in a browser.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists six videos a page with picture, name linking to its page, date and home-page switch', async () => {
  const requests = openPage();
  await table();
  expect(screen.getByRole('heading', { level: 1, name: 'Video Settings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sunday Worship' })).toHaveAttribute('href', '/videos/12');
  expect(within(rowOf('Sunday Worship')).getByText('03.07.2026')).toBeInTheDocument();
  expect(within(rowOf('The Good Samaritan')).getByText('02.28.2026')).toBeInTheDocument();
  // Our own file shows its poster, or its first frame without one; a YouTube link the network's poster.
  expect(rowOf('Sunday Worship').querySelector('img')).toHaveAttribute('src', worship.posterUrl);
  expect(rowOf('Sermon 10').querySelector('video')).toHaveAttribute('src', `${aVideo(10).videoUrl}#t=0.001`);
  expect(rowOf('The Good Samaritan').querySelector('img')).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg',
  );
  // A poster that cannot be loaded gives way to a play sign, not a broken image.
  fireEvent.error(rowOf('The Good Samaritan').querySelector('img')!);
  expect(rowOf('The Good Samaritan').querySelector('img')).toBeNull();
  expect(rowOf('The Good Samaritan').querySelector('svg')).not.toBeNull();
  expect(homeSwitch('Sunday Worship')).toBeChecked();
  expect(homeSwitch('The Good Samaritan')).not.toBeChecked();
  expect(calls(requests, 'GET /api/paginated-videos').map((request) => request.search)).toEqual(['?skip=0&take=6']);

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Video pages' })).getByRole('button', { name: 'Page 2' }),
  );
  await waitFor(() => expect(screen.getByLabelText('current url')).toHaveTextContent('?page=2'));
  expect(calls(requests, 'GET /api/paginated-videos').at(-1)?.search).toBe('?skip=6&take=6');
});

// The home page shows the same video's date; its test reads the same day (mfe-public home-page).
it("dates a video on the church's day whatever the browser's clock, as the home page does", async () => {
  expect(browserDateOfLateEvening()).not.toBe(lateEveningChurchDate);
  openPage({
    'GET /api/paginated-videos': json({ count: 1, entities: [{ ...worship, creationDate: lateEveningInstant }] }),
  });
  await table();
  expect(within(rowOf('Sunday Worship')).getByText(lateEveningChurchDate)).toBeInTheDocument();
});

it('flips the home-page switch in place, without loading the list again', async () => {
  const requests = openPage({
    'PUT /api/videos/toggle-home-visibility/11': json({ ...samaritan, isOnHomePage: true }),
  });
  await table();
  await userEvent.click(homeSwitch('The Good Samaritan'));
  await waitFor(() => expect(homeSwitch('The Good Samaritan')).toBeChecked());
  expect(homeSwitch('The Good Samaritan')).toBeEnabled();
  expect(calls(requests, 'PUT /api/videos/toggle-home-visibility/11')).toHaveLength(1);
  expect(calls(requests, 'GET /api/paginated-videos')).toHaveLength(1);
});

it('says the switch failed and leaves it as it was', async () => {
  openPage({ 'PUT /api/videos/toggle-home-visibility/12': () => Promise.reject(new TypeError('Failed to fetch')) });
  await table();
  await userEvent.click(homeSwitch('Sunday Worship'));
  expect(await screen.findByText('Failed to toggle video visibility on home page!')).toBeInTheDocument();
  expect(homeSwitch('Sunday Worship')).toBeChecked();
});

it('searches by name and says when nothing matches', async () => {
  const requests = openPage({
    'GET /api/videos/by-name': ({ query }) => Response.json(query.get('name') === 'worship' ? [worship] : []),
  });
  await table();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos by name' }), 'worship{Enter}');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'The Good Samaritan' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Sunday Worship' })).toBeInTheDocument();
  expect(calls(requests, 'GET /api/videos/by-name')[0]?.search).toBe('?name=worship&take=50');

  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search videos by name' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos by name' }), 'easter{Enter}');
  expect(
    await screen.findByText("No video's name contains “easter”. Try another word, or clear the search."),
  ).toBeInTheDocument();
});

it('invites to upload the first video when there is none', async () => {
  openPage({ 'GET /api/paginated-videos': json({ count: 0, entities: [] }) });
  expect(
    await screen.findByText('No videos yet. Upload a sermon file or add a link to a video on a social network.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: 'Upload video' })[1]!);
  expect(screen.getByRole('dialog', { name: 'Upload video' })).toBeInTheDocument();
});

it('shows the error with Try again when the list cannot be loaded', async () => {
  openPage({ 'GET /api/paginated-videos': json({ errors: ['Boom'] }, 400) });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Failed to get videos')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('deletes a video after confirmation, and refills the page', async () => {
  const requests = openPage({ 'DELETE /api/videos/11': () => new Response(null, { status: 204 }) });
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Delete The Good Samaritan' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this video?' });
  expect(dialog).toHaveTextContent('“The Good Samaritan” will be deleted with its comments and its uploaded file.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Video successfully deleted!')).toBeInTheDocument();
  expect(calls(requests, 'DELETE /api/videos/11')).toHaveLength(1);
  await waitFor(() => expect(calls(requests, 'GET /api/paginated-videos')).toHaveLength(2));
});

it('deletes nothing when the confirmation is cancelled', async () => {
  const requests = openPage();
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Sunday Worship' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete this video?' })).getByRole('button', { name: 'Cancel' }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
});

describe('upload', () => {
  const clip = new File(['\0\0\0\x18ftypmp42'.padEnd(4096, 'x')], 'easter.mp4', { type: 'video/mp4' });
  const stored = '/api/files/11111111-2222-4333-a444-555555555555.mp4';

  async function startUpload(routes: Record<string, Answer> = {}) {
    const uploads = fakeUploads();
    const requests = openPage({
      'POST /api/videos': ({ body }) => Response.json({ ...aVideo(13), ...(body as object) }, { status: 201 }),
      ...routes,
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload video' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Easter Sunday');
    await userEvent.upload(within(dialog).getByLabelText('Video file (MP4 or WebM)'), clip);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return { uploads, requests, dialog };
  }

  it('uploads the file with progress to 100, then creates the video', async () => {
    const { uploads, requests, dialog } = await startUpload();
    const progress = within(dialog).getByRole('progressbar', { name: 'Uploading easter.mp4' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    const upload = uploads[0]!;
    expect([upload.method, upload.url]).toEqual(['POST', '/api/files']);
    expect(upload.headers.Authorization).toBe('Bearer access');
    act(() => upload.progress(2048, 4096));
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    act(() => upload.progress(4096, 4096));
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    // Nothing is created before the file is stored.
    expect(calls(requests, 'POST /api/videos')).toHaveLength(0);

    act(() => upload.respond(201, { url: stored }));
    // Toasts come with a library fetched on their first use (0107): slower on a busy machine.
    expect(await screen.findByText('Video successfully uploaded!', {}, { timeout: 4000 })).toBeInTheDocument();
    // jsdom decodes no video, so no poster is taken (e2e video-settings.spec takes one in Chromium).
    expect(calls(requests, 'POST /api/videos').map((request) => request.body)).toEqual([
      { name: 'Easter Sunday', videoUrl: stored, posterUrl: null },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Upload video' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls(requests, 'GET /api/paginated-videos')).toHaveLength(2));
  });

  it('cancels: the upload is aborted, nothing is created, what was typed stays', async () => {
    const { uploads, requests, dialog } = await startUpload();
    act(() => uploads[0]!.progress(1000, 4096));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(uploads[0]!.aborted).toBe(true);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Easter Sunday');
    expect(calls(requests, 'POST /api/videos')).toHaveLength(0);
    expect(screen.queryByText('Failed to upload video!')).not.toBeInTheDocument();
  });

  it('closing the dialog while uploading aborts the upload', async () => {
    const { uploads, requests, dialog } = await startUpload();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload and close' }));
    expect(uploads[0]!.aborted).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Upload video' })).not.toBeInTheDocument();
    expect(calls(requests, 'POST /api/videos')).toHaveLength(0);
  });

  it('says the upload failed, with the API’s reason, and creates nothing', async () => {
    const { uploads, requests, dialog } = await startUpload();
    act(() => uploads[0]!.respond(413, { errors: ['The file is too large: a video may have at most 200 MB'] }));
    expect(await screen.findByText('Failed to upload video!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('The file is too large: a video may have at most 200 MB')).toBeInTheDocument();
    expect(calls(requests, 'POST /api/videos')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Easter Sunday');
  });

  it('when only saving the video failed, trying again does not upload the file again', async () => {
    let attempts = 0;
    const { uploads, requests, dialog } = await startUpload({
      'POST /api/videos': ({ body }) =>
        (attempts += 1) === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Response.json({ ...aVideo(13), ...(body as object) }, { status: 201 }),
    });
    act(() => uploads[0]!.respond(201, { url: stored }));
    expect(await screen.findByText('Failed to upload video!', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Video successfully uploaded!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(calls(requests, 'POST /api/videos').map((request) => request.body)).toEqual([
      { name: 'Easter Sunday', videoUrl: stored, posterUrl: null },
      { name: 'Easter Sunday', videoUrl: stored, posterUrl: null },
    ]);
  });

  it('needs a name and a video file of a type the API takes, before anything is sent', async () => {
    const uploads = fakeUploads();
    const requests = openPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload video' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please, enter the video name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Easter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please, choose a video file')).toBeInTheDocument();
    await userEvent.upload(
      within(dialog).getByLabelText('Video file (MP4 or WebM)'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    expect(within(dialog).getByText('Please, choose an MP4 or WebM video')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(calls(requests, 'POST /api/videos')).toHaveLength(0);
  });

  it('adds a link to a social network video, checked and previewed as the public page embeds it', async () => {
    const requests = openPage({
      'POST /api/videos': ({ body }) => Response.json({ ...aVideo(13), ...(body as object) }, { status: 201 }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload video' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Good Friday');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A link to a social network' }));
    await userEvent.type(within(dialog).getByLabelText('Link to the video'), 'https://example.com/video.mp4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        'Video link must be an https link to YouTube, Vimeo, Facebook, Instagram or TikTok, or an uploaded video',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTitle(/Preview/)).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Link to the video'));
    await userEvent.type(within(dialog).getByLabelText('Link to the video'), 'https://youtu.be/abcdef12345');
    expect(within(dialog).getByTitle('Preview of Good Friday')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/abcdef12345',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Video successfully uploaded!', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls(requests, 'POST /api/videos').map((request) => request.body)).toEqual([
      { name: 'Good Friday', videoUrl: 'https://youtu.be/abcdef12345', posterUrl: null },
    ]);
  });
});
