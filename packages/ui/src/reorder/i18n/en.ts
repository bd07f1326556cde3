// What a move of a reordered list announces, in English (decision 0073-languages).
export default {
  'ui.reorder.moved': 'Item {from} moved to position {to} of {count}',
} satisfies Record<string, string>;
