import { request } from './request';

/** The Accept-Language of each request the page sends. */
function recordLanguages(): (string | null)[] {
  const languages: (string | null)[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    languages.push((input as Request).headers.get('Accept-Language'));
    return Response.json([]);
  });
  return languages;
}

afterEach(() => {
  document.documentElement.lang = '';
  jest.restoreAllMocks();
});

it("asks the API to answer in the page's language", async () => {
  const languages = recordLanguages();
  document.documentElement.lang = 'es';
  await request('videos');
  document.documentElement.lang = 'en';
  await request('videos');
  expect(languages).toEqual(['es', 'en']);
});

it("keeps a caller's own Accept-Language", async () => {
  const languages = recordLanguages();
  document.documentElement.lang = 'es';
  await request('videos', { headers: { 'Accept-Language': 'en' } });
  expect(languages).toEqual(['en']);
});
