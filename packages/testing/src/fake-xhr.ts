interface ProgressEventLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * The browser's XMLHttpRequest as @church/http's uploadFile uses it, driven by the test:
 * progress, an answer, a network failure; `aborted` tells whether the page cancelled it.
 * Wrap the calls that change what the page shows in Testing Library's `act`.
 */
export class FakeUpload {
  upload: { onprogress?: (event: ProgressEventLike) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest until jest.restoreAllMocks(); returns every upload the page starts. */
export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => {
    const upload = new FakeUpload();
    uploads.push(upload);
    return upload as unknown as XMLHttpRequest;
  });
  return uploads;
}
