// Precompiles a catalogue (`src/i18n/<language>.ts`: `export default { id: 'ICU message' }`) into
// Lingui's compiled form, so the browser carries no ICU parser (decision 0073-languages). The file
// is a plain object literal by rule; it is evaluated as one, with nothing in scope.
/* eslint-disable @typescript-eslint/no-require-imports -- webpack runs a loader as CommonJS */
const vm = require('node:vm');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function compileCatalogue(source) {
  const literal = /export\s+default\s+(\{[\s\S]*\})\s*(?:satisfies\s+[^;]+)?;?\s*$/.exec(source);
  if (!literal) throw new Error(`${this.resourcePath}: a catalogue is \`export default { ... }\` and nothing else`);
  const messages = vm.runInNewContext(`(${literal[1]})`, Object.create(null), { timeout: 1000 });
  // A message with no values is written as its text (`"Give"`, not `["Give"]`): fewer bytes.
  const compact = (tokens) =>
    Array.isArray(tokens) && tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, compact(compileMessage(message))]),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
};
