import { churchTimeZone } from './church-time-zone';

function inlineSettings(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'site-settings';
  block.textContent = json;
  document.head.append(block);
  return () => block.remove();
}

it('reads the zone the server inlined into the page', () => {
  const remove = inlineSettings('{"timeZone":"America/Denver"}');
  expect(churchTimeZone()).toBe('America/Denver');
  remove();
});

it("falls back to the church's default zone without settings, or with a zone it cannot use", () => {
  expect(churchTimeZone()).toBe('America/Chicago');
  const remove = inlineSettings('{"timeZone":"Mars/Olympus"}');
  expect(churchTimeZone()).toBe('America/Chicago');
  remove();
});
