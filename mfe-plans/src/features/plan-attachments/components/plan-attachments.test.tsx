import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { PlanAttachment } from '@church/contracts';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, fakeUploads, testSession, type RecordedRequest } from '@church/testing';
import { PlanAttachments } from './plan-attachments';

const stored = (n: number) => `/api/files/11111111-2222-4333-a444-${String(n).padStart(12, '0')}.pdf`;
const songs = new File(['%PDF-1.4'.padEnd(4096, 'x')], 'Song sheets.pdf', { type: 'application/pdf' });
const bulletin = new File(['%PDF-1.4'.padEnd(2048, 'x')], 'Bulletin.pdf', { type: 'application/pdf' });
const link: PlanAttachment = {
  id: 7,
  serviceTypeId: 3,
  name: 'Chord charts',
  url: 'https://example.org/charts',
  isUploadedFile: false,
};
const sheet: PlanAttachment = { id: 8, serviceTypeId: 3, name: 'Order.pdf', url: stored(8), isUploadedFile: true };

const calls = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call);

function renderAttachments(attachments: PlanAttachment[] = [link, sheet]) {
  const requests = fakeApi({
    'POST /api/service-types/attachments/multiple': ({ body }) => {
      const { attachments: sent } = body as { attachments: Omit<PlanAttachment, 'id' | 'serviceTypeId'>[] };
      return Response.json(
        sent.map((attachment, i) => ({ ...attachment, id: 20 + i, serviceTypeId: 3 })),
        { status: 201 },
      );
    },
    'POST /api/service-types/attachments': ({ body }) =>
      Response.json({ ...(body as object), id: 30 }, { status: 201 }),
    'PUT /api/service-types/attachments/7': ({ body }) => Response.json({ ...link, ...(body as object) }),
    'DELETE /api/service-types/attachments/8': () => new Response(null, { status: 204 }),
  });
  render(
    <QueryProvider>
      <PlanAttachments serviceTypeId={3} attachments={attachments} />
      <Toaster />
    </QueryProvider>,
  );
  return requests;
}

beforeEach(() => setSession(testSession({ roles: ['Admin'] })));
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('lists the attachments with links to open them and to download a stored file', () => {
  renderAttachments();
  expect(screen.getByRole('heading', { name: 'Attachments' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Chord charts/ })).toHaveAttribute('href', 'https://example.org/charts');
  expect(screen.getByRole('link', { name: 'Download Order.pdf' })).toHaveAttribute('download', 'Order.pdf');
  expect(screen.queryByRole('link', { name: 'Download Chord charts' })).not.toBeInTheDocument();
});

it('says when there is nothing attached yet', () => {
  renderAttachments([]);
  expect(screen.getByText('No attachments yet.')).toBeInTheDocument();
});

it('uploads two files one by one, each with its progress, then attaches both in one request', async () => {
  const uploads = fakeUploads();
  const requests = renderAttachments();
  await userEvent.upload(screen.getByLabelText('Add files'), [songs, bulletin]);

  const first = await screen.findByRole('progressbar', { name: 'Uploading Song sheets.pdf' });
  expect(uploads).toHaveLength(1);
  expect([uploads[0]!.method, uploads[0]!.url]).toEqual(['POST', '/api/files']);
  const uploadList = screen.getByRole('list', { name: 'Uploads' });
  expect(within(uploadList).getByText('Waiting')).toBeInTheDocument();
  act(() => uploads[0]!.progress(2048, 4096));
  expect(first).toHaveAttribute('aria-valuenow', '50');
  act(() => uploads[0]!.respond(201, { url: stored(1) }));

  const second = await screen.findByRole('progressbar', { name: 'Uploading Bulletin.pdf' });
  expect(uploads).toHaveLength(2);
  act(() => uploads[1]!.progress(1024, 2048));
  expect(second).toHaveAttribute('aria-valuenow', '50');
  expect(calls(requests, 'POST /api/service-types/attachments/multiple')).toHaveLength(0);
  act(() => uploads[1]!.respond(201, { url: stored(2) }));

  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/service-types/attachments/multiple').map((request) => request.body)).toEqual([
    {
      serviceTypeId: 3,
      attachments: [
        { name: 'Song sheets.pdf', url: stored(1), isUploadedFile: true },
        { name: 'Bulletin.pdf', url: stored(2), isUploadedFile: true },
      ],
    },
  ]);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('when one upload fails, says so and attaches the other', async () => {
  const uploads = fakeUploads();
  const requests = renderAttachments();
  await userEvent.upload(screen.getByLabelText('Add files'), [songs, bulletin]);
  await screen.findByRole('progressbar', { name: 'Uploading Song sheets.pdf' });
  act(() => uploads[0]!.failNetwork());

  expect(await screen.findByText('Error while uploading file')).toBeInTheDocument();
  const failed = screen.getByText('Song sheets.pdf').closest('li') as HTMLElement;
  expect(within(failed).getByRole('alert')).toHaveTextContent('Error while uploading file');
  // The next file goes on.
  await screen.findByRole('progressbar', { name: 'Uploading Bulletin.pdf' });
  act(() => uploads[1]!.respond(201, { url: stored(2) }));

  await waitFor(() => expect(calls(requests, 'POST /api/service-types/attachments/multiple')).toHaveLength(1));
  expect(calls(requests, 'POST /api/service-types/attachments/multiple')[0]!.body).toEqual({
    serviceTypeId: 3,
    attachments: [{ name: 'Bulletin.pdf', url: stored(2), isUploadedFile: true }],
  });
  expect(screen.getByText('Error while uploading file')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss Song sheets.pdf' }));
  expect(screen.queryByText('Error while uploading file')).not.toBeInTheDocument();
});

it('says which types it takes before a file is chosen, and a refused type says them beside the error', async () => {
  const uploads = fakeUploads();
  const requests = renderAttachments();
  const input = screen.getByLabelText('Add files');
  expect(input).toHaveAccessibleDescription('Takes PDF, DOCX, MP3, JPEG, PNG, WebP, GIF, MP4, and WebM files.');
  expect(input.getAttribute('accept')?.split(',')).toEqual(
    expect.arrayContaining(['.mp3', 'audio/mpeg', '.docx', '.pdf', '.jpeg']),
  );

  // Chosen with "All files": a WAV is refused without being sent; the MP3 and the Word
  // document go, and the API refuses the one whose bytes are no MP3 (415).
  const wav = new File(['RIFF'.padEnd(1024, 'x')], 'Anthem.wav', { type: 'audio/wav' });
  const mp3 = new File(['ID3'.padEnd(1024, 'x')], 'Anthem.mp3', { type: 'audio/mpeg' });
  const docx = new File(['PK'.padEnd(1024, 'x')], 'Reading.docx', { type: '' });
  await userEvent.setup({ applyAccept: false }).upload(input, [wav, mp3, docx]);
  const refused =
    'Error while uploading file This type of file is not taken: choose a PDF, DOCX, MP3, JPEG, PNG, WebP, GIF, MP4, or WebM file.';
  const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
  await waitFor(() => expect(within(rowOf('Anthem.wav')).getByRole('alert')).toHaveTextContent(refused));

  await screen.findByRole('progressbar', { name: 'Uploading Anthem.mp3' });
  act(() => uploads[0]!.respond(415, { errors: ['This type of file is not supported'] }));
  await waitFor(() => expect(within(rowOf('Anthem.mp3')).getByRole('alert')).toHaveTextContent(refused));
  await screen.findByRole('progressbar', { name: 'Uploading Reading.docx' });
  act(() => uploads[1]!.respond(201, { url: stored(3).replace('.pdf', '.docx') }));

  await waitFor(() => expect(calls(requests, 'POST /api/service-types/attachments/multiple')).toHaveLength(1));
  expect(uploads).toHaveLength(2);
  expect(calls(requests, 'POST /api/service-types/attachments/multiple')[0]!.body).toEqual({
    serviceTypeId: 3,
    attachments: [{ name: 'Reading.docx', url: stored(3).replace('.pdf', '.docx'), isUploadedFile: true }],
  });
});

it('cancels one upload; the others still go and are attached', async () => {
  const uploads = fakeUploads();
  const requests = renderAttachments();
  await userEvent.upload(screen.getByLabelText('Add files'), [songs, bulletin]);
  await screen.findByRole('progressbar', { name: 'Uploading Song sheets.pdf' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(uploads[0]!.aborted).toBe(true);
  await screen.findByRole('progressbar', { name: 'Uploading Bulletin.pdf' });
  act(() => uploads[1]!.respond(201, { url: stored(2) }));
  await waitFor(() => expect(calls(requests, 'POST /api/service-types/attachments/multiple')).toHaveLength(1));
  expect(screen.queryByText('Error while uploading file')).not.toBeInTheDocument();
});

it('attaches a link, keeping what was typed while the address is wrong', async () => {
  const requests = renderAttachments();
  const form = screen.getByRole('form', { name: 'Attach a link' });
  await userEvent.type(within(form).getByLabelText('Link name'), 'Sermon slides');
  await userEvent.type(within(form).getByLabelText('URL'), 'slides.example.org');
  await userEvent.click(within(form).getByRole('button', { name: 'Attach link' }));
  expect(await within(form).findByText('Link must start with http:// or https://')).toBeInTheDocument();
  expect(within(form).getByLabelText('Link name')).toHaveValue('Sermon slides');
  expect(calls(requests, 'POST /api/service-types/attachments')).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText('URL'));
  await userEvent.type(within(form).getByLabelText('URL'), 'https://slides.example.org/12');
  await userEvent.click(within(form).getByRole('button', { name: 'Attach link' }));
  expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
  expect(calls(requests, 'POST /api/service-types/attachments').map((request) => request.body)).toEqual([
    { serviceTypeId: 3, name: 'Sermon slides', url: 'https://slides.example.org/12', isUploadedFile: false },
  ]);
  await waitFor(() => expect(within(form).getByLabelText('Link name')).toHaveValue(''));
});

it('renames in place', async () => {
  const requests = renderAttachments();
  await userEvent.click(screen.getByRole('button', { name: 'Rename Chord charts' }));
  const name = screen.getByLabelText('New name');
  expect(name).toHaveFocus();
  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Please, enter the attachment name')).toBeInTheDocument();
  await userEvent.type(name, 'Chords (capo 2){Enter}');
  expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
  expect(calls(requests, 'PUT /api/service-types/attachments/7').map((request) => request.body)).toEqual([
    { name: 'Chords (capo 2)' },
  ]);
  expect(screen.queryByLabelText('New name')).not.toBeInTheDocument();
});

it('deletes only after confirmation', async () => {
  const requests = renderAttachments();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Order.pdf' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete this attachment?' });
  expect(dialog).toHaveTextContent('the uploaded file deleted for good');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls(requests, 'DELETE /api/service-types/attachments/8')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Order.pdf' }));
  dialog = screen.getByRole('dialog', { name: 'Delete this attachment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls(requests, 'DELETE /api/service-types/attachments/8')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
