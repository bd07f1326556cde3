// The search box's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.searchBox.clear': 'Borrar la búsqueda',
} satisfies Record<string, string>;
