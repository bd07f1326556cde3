// A card's words in English (decision 0073-languages).
export default {
  'ui.card.endingIn': 'ending in',
} satisfies Record<string, string>;
