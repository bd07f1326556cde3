// A card's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.card.endingIn': 'terminada en',
} satisfies Record<string, string>;
