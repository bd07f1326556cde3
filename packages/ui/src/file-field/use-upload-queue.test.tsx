import { act, renderHook } from '@testing-library/react';
import { UploadAbortedError, type UploadOptions } from '@church/http';
import { useUploadQueue, type UploadedFile } from './use-upload-queue';

/** Uploads the test finishes by hand; like the real one, each rejects when its signal aborts. */
function manualUploads() {
  const calls: { file: File; options: UploadOptions; finish: (url: string) => void; fail: () => void }[] = [];
  const upload = jest.fn(
    (file: File, options: UploadOptions) =>
      new Promise<{ url: string }>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new UploadAbortedError()));
        calls.push({ file, options, finish: (url) => resolve({ url }), fail: () => reject(new Error('500')) });
      }),
  );
  return { upload, calls };
}

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const statuses = (uploads: { file: File; status: string }[]) => uploads.map((u) => `${u.file.name} ${u.status}`);

it('sends files one at a time; a failure stays listed while the next goes on', async () => {
  const { upload, calls } = manualUploads();
  const { result } = renderHook(() => useUploadQueue(upload));
  let done: Promise<UploadedFile[]> = Promise.resolve([]);
  act(() => {
    done = result.current.run([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
  });
  await act(async () => undefined);
  expect(statuses(result.current.uploads)).toEqual(['a.pdf uploading', 'b.pdf waiting', 'c.pdf waiting']);
  expect(calls).toHaveLength(1);

  act(() => calls[0]!.options.onProgress?.(60));
  expect(result.current.uploads[0]).toMatchObject({ status: 'uploading', percent: 60 });
  await act(async () => calls[0]!.fail());
  expect(statuses(result.current.uploads)).toEqual(['a.pdf failed', 'b.pdf uploading', 'c.pdf waiting']);

  await act(async () => calls[1]!.finish('/api/files/b.pdf'));
  expect(statuses(result.current.uploads)).toEqual(['a.pdf failed', 'c.pdf uploading']);
  await act(async () => calls[2]!.finish('/api/files/c.pdf'));

  expect((await done).map(({ file: { name }, url }) => [name, url])).toEqual([
    ['b.pdf', '/api/files/b.pdf'],
    ['c.pdf', '/api/files/c.pdf'],
  ]);
  expect(statuses(result.current.uploads)).toEqual(['a.pdf failed']);
  act(() => result.current.dismiss(result.current.uploads[0]!.key));
  expect(result.current.uploads).toEqual([]);
});

it('cancels a running file (aborting it) and a waiting one (never sent)', async () => {
  const { upload, calls } = manualUploads();
  const { result } = renderHook(() => useUploadQueue(upload));
  let done: Promise<UploadedFile[]> = Promise.resolve([]);
  act(() => {
    done = result.current.run([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
  });
  await act(async () => undefined);
  const [a, b] = result.current.uploads;
  act(() => result.current.cancel(b!.key));
  await act(async () => result.current.cancel(a!.key));
  expect(calls[0]!.options.signal?.aborted).toBe(true);
  expect(statuses(result.current.uploads)).toEqual(['c.pdf uploading']);
  await act(async () => calls[1]!.finish('/api/files/c.pdf'));
  expect((await done).map(({ url }) => url)).toEqual(['/api/files/c.pdf']);
  expect(calls.map((call) => call.file.name)).toEqual(['a.pdf', 'c.pdf']);
});

it('aborts what is on its way when the component goes away', async () => {
  const { upload, calls } = manualUploads();
  const { result, unmount } = renderHook(() => useUploadQueue(upload));
  act(() => void result.current.run([file('a.pdf')]));
  await act(async () => undefined);
  unmount();
  expect(calls[0]!.options.signal?.aborted).toBe(true);
});
