import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadAbortedError, type UploadOptions } from '@church/http';
import { FileField } from './file-field';

interface UploadCall {
  progress: (percent: number) => void;
  finish: (url: string) => void;
  fail: () => void;
  signal: AbortSignal;
}

/** An upload the test drives by hand; like the real one, it rejects when its signal aborts. */
function manualUpload() {
  const calls: UploadCall[] = [];
  const upload = jest.fn(
    (_file: File, { onProgress, signal }: UploadOptions) =>
      new Promise<{ url: string }>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new UploadAbortedError()));
        calls.push({
          progress: (percent) => act(() => onProgress?.(percent)),
          finish: (url) => resolve({ url }),
          fail: () => reject(new Error('Upload failed with status 500')),
          signal: signal!,
        });
      }),
  );
  return { upload, calls };
}

const photo = new File(['x'.repeat(2048)], 'sunday.jpg', { type: 'image/jpeg' });

async function choosePhoto() {
  const { upload, calls } = manualUpload();
  const onUploaded = jest.fn();
  render(<FileField label="Photo" accept="image/*" onUploaded={onUploaded} upload={upload} />);
  await userEvent.upload(screen.getByLabelText('Photo'), photo);
  return { upload, calls, onUploaded, call: calls[0]! };
}

describe('FileField', () => {
  it('shows the file and its progress, then hands over the URL', async () => {
    const { call, onUploaded } = await choosePhoto();
    expect(screen.getByText('sunday.jpg (2.0 KB)')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Uploading sunday.jpg' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    call.progress(40);
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    call.progress(100);
    expect(progress).toHaveAttribute('aria-valuenow', '100');

    call.finish('/files/sunday.jpg');
    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded');
    expect(onUploaded).toHaveBeenCalledWith('/files/sunday.jpg');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('aborts the upload on Cancel and starts over', async () => {
    const { call, onUploaded } = await choosePhoto();
    call.progress(30);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(call.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/sunday\.jpg/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const input = screen.getByLabelText<HTMLInputElement>('Photo');
    expect(input.files).toHaveLength(0);
    expect(input).toHaveFocus();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says so when the upload fails, and tries the same file again on request', async () => {
    const { call, calls, onUploaded } = await choosePhoto();
    call.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while uploading file');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('Error while uploading file');
    expect(onUploaded).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading sunday.jpg' })).toHaveAttribute('aria-valuenow', '0');
    calls[1]!.finish('/files/sunday.jpg');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/files/sunday.jpg'));
  });

  it('replaces an upload in progress when another file is chosen', async () => {
    const { call, calls, onUploaded } = await choosePhoto();
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['y'], 'easter.png', { type: 'image/png' }));
    expect(call.signal.aborted).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Uploading easter.png' })).toBeInTheDocument();
    calls[1]!.finish('/files/easter.png');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/files/easter.png'));
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });
});
