/**
 * A stand-in for the browser's EventSource, which jsdom lacks (a browser API, not our code).
 * Each stream opened is kept in `FakeEventSource.opened`; a test drives it with open, emit and fail.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.opened.at(-1);
    if (!latest) throw new Error('No event stream was opened');
    return latest;
  }

  static install() {
    FakeEventSource.opened = [];
    Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  }

  static uninstall() {
    Reflect.deleteProperty(globalThis, 'EventSource');
  }

  get token(): string | null {
    return new URL(this.url).searchParams.get('accessToken');
  }

  close() {
    this.closed = true;
  }

  open() {
    this.dispatchEvent(new Event('open'));
  }

  emit(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }
}
