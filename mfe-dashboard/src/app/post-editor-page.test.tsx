import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { Post, PostSummary } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { Link, Route, Routes, useParams } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { fakeApi, fakeUploads, json, type FakeUpload, type RecordedRequest, testSession } from '@church/testing';

// Each case types a whole post; on a busy machine that alone can take several seconds.
jest.setTimeout(30_000);
import PostEditorPage from './post-editor-page';

const communityMeal: PostSummary = {
  id: 7,
  heading: 'Community Meal Feeds 240 Neighbors',
  text: 'Thank you, volunteers.',
  titlePictureUrl: '/api/files/meal.webp',
  rowPosition: 2,
  creationDate: '2026-03-07T12:00:00Z',
};

const coatDrive: Post = {
  id: 5,
  heading: 'Winter Coat Drive',
  text: 'Bring gently used coats to the lobby.',
  titlePictureUrl: '/api/files/coats.webp',
  rowPosition: null,
  creationDate: '2026-03-01T12:00:00Z',
  postItems: [
    { id: 1, orderNumber: 1, pictureUrl: null, text: 'Sizes for all ages.' },
    { id: 2, orderNumber: 2, pictureUrl: '/api/files/rack.webp', text: 'Drop-off is open on Sundays.' },
  ],
};

function PublicPost() {
  return <p>Public page of post {useParams().id}</p>;
}

function renderEditor(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryProvider>
        <Routes>
          <Route path="/dashboard/posts/new" element={<PostEditorPage area="dashboard" />} />
          <Route path="/dashboard/posts/:id/edit" element={<PostEditorPage area="dashboard" />} />
          <Route path="/posts/:id" element={<PublicPost />} />
          <Route path="/dashboard/posts" element={<p>List of posts</p>} />
        </Routes>
        <Link to="/dashboard/posts">Posts menu entry</Link>
      </QueryProvider>
      <Toaster />
    </MemoryRouter>,
  );
}

const picture = (name: string) => new File(['picture'], name, { type: 'image/png' });
const postRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/posts') && request.method !== 'GET');
const itemTexts = () =>
  screen.getAllByRole('textbox', { name: /^Text of item/ }).map((box) => (box as HTMLTextAreaElement).value);

async function fillNewPost() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Heading' }), 'Easter Breakfast');
  await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Join us after the sunrise service.');
  await userEvent.upload(screen.getByLabelText('Title picture'), picture('title.png'));
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Text of item 1' }), 'Pancakes from 7.');
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Text of item 2' }), 'Egg hunt at 9.');
}

let uploads: FakeUpload[];

beforeEach(() => {
  setSession(testSession({ roles: ['Admin'] }));
  uploads = fakeUploads();
});

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('reorders items from the keyboard, announces each move, and creates the post in that order', async () => {
  const requests = fakeApi({
    'GET /api/posts/highlighted': json([]),
    'POST /api/posts': ({ body }) =>
      Response.json({ ...coatDrive, ...(body as object), postItems: [], id: 42 }, { status: 201 }),
  });
  renderEditor('/dashboard/posts/new');
  await fillNewPost();

  // Keyboard only: focus item 2's Move up and press Enter.
  screen.getByRole('button', { name: 'Move up item 2' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(itemTexts()).toEqual(['Egg hunt at 9.', 'Pancakes from 7.']);
  expect(screen.getByText('Item 2 moved to position 1 of 2')).toBeInTheDocument();
  // The focus stays with the moved item: it is item 1 now, and can only go down.
  expect(screen.getByRole('button', { name: 'Move down item 1' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(itemTexts()).toEqual(['Pancakes from 7.', 'Egg hunt at 9.']);
  expect(screen.getByText('Item 1 moved to position 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move up item 2' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(itemTexts()).toEqual(['Egg hunt at 9.', 'Pancakes from 7.']);

  await userEvent.click(screen.getByRole('button', { name: 'Create post' }));
  // The picture goes first, with its progress; nothing is saved meanwhile.
  expect(uploads).toHaveLength(1);
  const upload = uploads[0]!;
  expect(upload.url).toBe('/api/files');
  act(() => upload.progress(60, 100));
  expect(screen.getByRole('progressbar', { name: 'Uploading Title picture' })).toHaveAttribute('aria-valuenow', '60');
  expect(postRequests(requests)).toEqual([]);
  act(() => upload.respond(201, { url: '/api/files/title.png' }));

  expect(await screen.findByText('Public page of post 42')).toBeInTheDocument();
  expect(postRequests(requests).map((request) => request.body)).toEqual([
    {
      heading: 'Easter Breakfast',
      text: 'Join us after the sunrise service.',
      titlePictureUrl: '/api/files/title.png',
      rowPosition: null,
      postItems: [
        { orderNumber: 1, pictureUrl: null, text: 'Egg hunt at 9.' },
        { orderNumber: 2, pictureUrl: null, text: 'Pancakes from 7.' },
      ],
    },
  ]);
});

it('saves nothing when a picture upload fails, says so, and keeps everything typed', async () => {
  const requests = fakeApi({
    'GET /api/posts/highlighted': json([]),
    'POST /api/posts': ({ body }) =>
      Response.json({ ...coatDrive, ...(body as object), postItems: [], id: 43 }, { status: 201 }),
  });
  renderEditor('/dashboard/posts/new');
  await fillNewPost();
  await userEvent.upload(screen.getByLabelText('Picture of item 2'), picture('hunt.txt.png'));

  await userEvent.click(screen.getByRole('button', { name: 'Create post' }));
  const [title, hunt] = uploads;
  act(() => title!.respond(201, { url: '/api/files/title.png' }));
  act(() => hunt!.respond(400, { errors: ['This type of file is not supported'] }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Error while uploading media to cloud');
  expect(screen.getByText('This picture was not uploaded: choose another one')).toBeInTheDocument();
  expect(postRequests(requests)).toEqual([]);
  expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveValue('Easter Breakfast');
  expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Join us after the sunrise service.');
  expect(itemTexts()).toEqual(['Pancakes from 7.', 'Egg hunt at 9.']);
  expect(screen.getByRole('heading', { name: 'New post' })).toBeInTheDocument();

  // Another picture for item 2: only it is uploaded again (the title picture is stored), then the post is created.
  await userEvent.upload(screen.getByLabelText('Picture of item 2'), picture('hunt.png'));
  await userEvent.click(screen.getByRole('button', { name: 'Create post' }));
  const retry = uploads.slice(2);
  expect(retry).toHaveLength(1);
  act(() => retry[0]!.respond(201, { url: '/api/files/hunt.png' }));
  expect(await screen.findByText('Public page of post 43')).toBeInTheDocument();
  expect(postRequests(requests)).toHaveLength(1);
  expect(postRequests(requests)[0]?.body).toMatchObject({
    titlePictureUrl: '/api/files/title.png',
    postItems: [{ pictureUrl: null }, { pictureUrl: '/api/files/hunt.png' }],
  });
});

it('says, before saving, that taking a row moves the post that holds it out', async () => {
  fakeApi({ 'GET /api/posts/highlighted': json([communityMeal]) });
  renderEditor('/dashboard/posts/new');
  const row = screen.getByRole('combobox', { name: 'Highlight row on the home page' });

  await userEvent.selectOptions(row, 'Row 2');
  expect(await screen.findByText(/Row 2 now shows “Community Meal Feeds 240 Neighbors”/)).toHaveTextContent(
    'Saving moves that post out of the highlighted rows.',
  );
  await userEvent.selectOptions(row, 'Row 3');
  expect(screen.queryByText(/now shows/)).not.toBeInTheDocument();
});

it('loads a post, saves the edit in place and says so', async () => {
  const requests = fakeApi({
    'GET /api/posts/highlighted': json([{ ...communityMeal, id: 5, heading: coatDrive.heading }]),
    'GET /api/posts/edit/5': json({ ...coatDrive, rowPosition: 2 }),
    'PUT /api/posts/5': ({ body }) =>
      Response.json({ ...coatDrive, ...(body as object), postItems: coatDrive.postItems }),
  });
  renderEditor('/dashboard/posts/5/edit');

  const heading = await screen.findByRole('textbox', { name: 'Heading' });
  expect(heading).toHaveValue('Winter Coat Drive');
  expect(itemTexts()).toEqual(['Sizes for all ages.', 'Drop-off is open on Sundays.']);
  // The post holds row 2 itself: nothing moves.
  expect(screen.queryByText(/now shows/)).not.toBeInTheDocument();
  await userEvent.clear(heading);
  await userEvent.type(heading, 'Winter Coat Drive: Thank You');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Post successfully updated!')).toBeInTheDocument();
  expect(uploads).toEqual([]);
  const [put] = postRequests(requests);
  expect(put?.body).toMatchObject({
    heading: 'Winter Coat Drive: Thank You',
    titlePictureUrl: '/api/files/coats.webp',
    rowPosition: 2,
    postItems: [
      { orderNumber: 1, pictureUrl: null, text: 'Sizes for all ages.' },
      { orderNumber: 2, pictureUrl: '/api/files/rack.webp', text: 'Drop-off is open on Sundays.' },
    ],
  });
  expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
});

it("says 'Failed to update post!' when the save fails, keeping the edit", async () => {
  fakeApi({
    'GET /api/posts/highlighted': json([]),
    'GET /api/posts/edit/5': json(coatDrive),
    'PUT /api/posts/5': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  renderEditor('/dashboard/posts/5/edit');
  const text = await screen.findByRole('textbox', { name: 'Text' });
  await userEvent.type(text, ' Thank you!');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update post!');
  expect(text).toHaveValue('Bring gently used coats to the lobby. Thank you!');
  expect(within(document.body).getAllByText('Failed to update post!').length).toBeGreaterThanOrEqual(1);
});

it('shows the rules before anything is uploaded', async () => {
  const requests = fakeApi({ 'GET /api/posts/highlighted': json([]) });
  renderEditor('/dashboard/posts/new');
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create post' }));
  expect(await screen.findByText('Please, enter the heading')).toBeInTheDocument();
  expect(screen.getByText('Please, enter the text')).toBeInTheDocument();
  expect(screen.getByText('Please, add a title picture')).toBeInTheDocument();
  expect(screen.getByText('Please, enter the text of this item')).toBeInTheDocument();
  await waitFor(() => expect(uploads).toEqual([]));
  expect(postRequests(requests)).toEqual([]);
});

it('leaves at once when nothing was changed', async () => {
  fakeApi({ 'GET /api/posts/highlighted': json([]) });
  renderEditor('/dashboard/posts/new');
  // Nothing typed yet: the menu leaves at once.
  await userEvent.click(screen.getByRole('link', { name: 'Posts menu entry' }));
  expect(screen.getByText('List of posts')).toBeInTheDocument();
});

it('holds a link click while the post has unsaved changes', async () => {
  fakeApi({ 'GET /api/posts/highlighted': json([]) });
  renderEditor('/dashboard/posts/new');
  await userEvent.type(screen.getByRole('textbox', { name: 'Heading' }), 'Draft');

  await userEvent.click(screen.getByRole('link', { name: 'Posts menu entry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveValue('Draft');
  expect(screen.queryByText('List of posts')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Posts menu entry' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByText('List of posts')).toBeInTheDocument();
});
