import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, testSession } from '@church/testing';
import { PrintPlanButtons } from './print-plan-buttons';

const saved: { name: string; type: string }[] = [];

function renderButtons(answer: () => Response) {
  const requests = fakeApi({
    'POST /api/service-types/print-pdf': answer,
    'POST /api/service-types/print-html': answer,
  });
  render(
    <QueryProvider>
      <PrintPlanButtons serviceTypeId={3} planName="Sunday Morning" />
      <Toaster />
    </QueryProvider>,
  );
  return requests;
}

const download = (body: string, type: string, fileName: string) => () =>
  new Response(body, {
    headers: {
      'content-type': type,
      // As the API sends it: an ASCII name, and the real one in UTF-8.
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.\- ]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });

beforeEach(() => {
  saved.length = 0;
  setSession(testSession({ roles: ['Admin'] }));
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((object: Blob) => {
    blob = object;
    return 'blob:plan';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blob?.type ?? '' });
  });
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  clearSession();
});

it('downloads the PDF under the name the API gives it', async () => {
  const requests = renderButtons(download('%PDF-1.7', 'application/pdf', 'Sunday Morning – Easter.pdf'));
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(saved).toEqual([{ name: 'Sunday Morning – Easter.pdf', type: 'application/pdf' }]));
  expect(requests.map((request) => [request.path, request.body])).toEqual([
    ['/api/service-types/print-pdf', { serviceTypeId: 3 }],
  ]);
});

it('downloads the HTML the same way', async () => {
  const requests = renderButtons(download('<!doctype html>', 'text/html', 'Sunday Morning.html'));
  await userEvent.click(screen.getByRole('button', { name: 'Download HTML' }));
  await waitFor(() => expect(saved.map(({ name }) => name)).toEqual(['Sunday Morning.html']));
  expect(requests[0]?.path).toBe('/api/service-types/print-html');
});

it("says 'Failed to print service plan' when the download fails", async () => {
  renderButtons(() => Response.json({ errors: ['Service type not found'] }, { status: 404 }));
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Failed to print service plan')).toBeInTheDocument();
  expect(screen.getByText('Service type not found')).toBeInTheDocument();
  expect(saved).toEqual([]);
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});
