// The search box's words in English (decision 0073-languages).
export default {
  'ui.searchBox.clear': 'Clear search',
} satisfies Record<string, string>;
