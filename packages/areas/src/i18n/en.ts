// English is the site table's own text (see es.ts): nothing to add.
export default {} satisfies Record<string, string>;
