// What a move of a reordered list announces, in Spanish (usted), key for key with en.ts.
export default {
  'ui.reorder.moved': 'Elemento {from} movido a la posición {to} de {count}',
} satisfies Record<string, string>;
