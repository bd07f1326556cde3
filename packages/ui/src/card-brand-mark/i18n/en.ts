// A card's words in English (decision 00XX-languages).
export default {
  'ui.card.endingIn': 'ending in',
} satisfies Record<string, string>;
