import { acceptLanguageTags, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first preferred language the site speaks, by its base tag', () => {
    expect(pickLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
  });

  it('falls back to English when none fits', () => {
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('reads an Accept-Language header by weight, not by order', () => {
    expect(pickLanguage(acceptLanguageTags('en;q=0.5, es-ES;q=0.9, *;q=0.1'))).toBe('es');
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
