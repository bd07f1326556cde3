import { downloadFile, fileNameOf } from './download-file';

it('reads the UTF-8 file name first, then the plain one', () => {
  expect(fileNameOf(`attachment; filename="Easter _ Plan.pdf"; filename*=UTF-8''Easter%20%E2%80%93%20Plan.pdf`)).toBe(
    'Easter – Plan.pdf',
  );
  expect(fileNameOf('attachment; filename="gifts-2026-01-01-to-2026-03-31.pdf"')).toBe(
    'gifts-2026-01-01-to-2026-03-31.pdf',
  );
  expect(fileNameOf(null)).toBeUndefined();
});

it('saves what a GET answers under the name the API gave it', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response('%PDF-1.7', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="events-a-to-b.pdf"' },
    }),
  );
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });

  const name = await downloadFile('events/report-pdf', { startDate: 'a', endDate: 'b' }, 'fallback.pdf');

  expect(name).toBe('events-a-to-b.pdf');
  expect(saved).toEqual(['events-a-to-b.pdf']);
  const request = fetch.mock.calls[0]?.[0] as Request;
  expect(new URL(request.url).search).toBe('?startDate=a&endDate=b');
  click.mockRestore();
  fetch.mockRestore();
});
