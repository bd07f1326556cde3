// The shared client's messages in Spanish (usted), key for key with en.ts.
export default {
  'http.errors.serverError': '500 - Error de red',
  'http.errors.refreshFailed': 'No se pudo renovar su sesión',
} satisfies Record<string, string>;
