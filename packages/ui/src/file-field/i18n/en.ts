// The file field's words in English (decision 0073-languages).
export default {
  'ui.fileField.uploadFailed': 'Error while uploading file',
  'ui.fileField.uploaded': 'Uploaded',
  'ui.fileField.tryAgain': 'Try again',
  'ui.fileField.uploading': 'Uploading {fileName}',
  'ui.fileField.cancel': 'Cancel',
} satisfies Record<string, string>;
