import { downloadBlob } from './download-blob';

describe('downloadBlob', () => {
  const saved: { name: string; type: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:plan');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: (jest.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob).type });
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Sunday Morning.pdf"; filename*=UTF-8''Sunday%20Morning.pdf`,
          },
        }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the answer under the name the server gives', async () => {
    await downloadBlob('service-types/print-pdf', { serviceTypeId: 1 });
    expect(saved).toEqual([{ name: 'Sunday Morning.pdf', type: 'application/pdf' }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:plan');
  });

  it('or under the name the caller chose', async () => {
    await downloadBlob('service-types/print-pdf', { serviceTypeId: 1 }, 'plan.pdf');
    expect(saved.map(({ name }) => name)).toEqual(['plan.pdf']);
  });
});
