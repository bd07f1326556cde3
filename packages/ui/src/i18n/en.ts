// The shared UI's messages in English: the spec's texts, exactly (decision 00XX-languages).
export default {
  'ui.loading': 'Loading...',
  'ui.modal.close': 'Close',
  'ui.error.title': 'Something went wrong',
  'ui.error.tryAgain': 'Try again',
  'ui.list.loadMore': 'Load more',
  'ui.pagination.label': 'Pages',
  'ui.pagination.previous': 'Previous',
  'ui.pagination.next': 'Next',
  'ui.pagination.page': 'Page {page}',
  'ui.notFound': 'Sorry, the page you are looking for doesn`t exist',
} satisfies Record<string, string>;
