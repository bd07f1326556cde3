// The search box's words in English (decision 00XX-languages).
export default {
  'ui.searchBox.clear': 'Clear search',
} satisfies Record<string, string>;
