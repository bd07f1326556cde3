// The file field's words in Spanish (usted), key for key with en.ts.
export default {
  'ui.fileField.uploadFailed': 'Error al subir el archivo',
  'ui.fileField.uploaded': 'Subido',
  'ui.fileField.tryAgain': 'Intentar de nuevo',
  'ui.fileField.uploading': 'Subiendo {fileName}',
  'ui.fileField.cancel': 'Cancelar',
} satisfies Record<string, string>;
