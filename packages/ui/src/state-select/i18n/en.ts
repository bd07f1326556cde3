// The state field's words in English (decision 0073-languages).
export default {
  'ui.stateSelect.label': 'State',
  'ui.stateSelect.failed': 'Failed to get states',
  'ui.stateSelect.tryAgain': 'Try again',
  'ui.stateSelect.loading': 'Loading...',
  'ui.stateSelect.choose': 'Choose a state',
} satisfies Record<string, string>;
