// Stands in for `@module-federation/error-codes`' descriptions in the browser builds (decision
// 0107): every first visit carried them twice (the shell's runtime and the remote entry's),
// ~600 gzip bytes of English for errors that may never come. A federation error still names its
// code ("#RUNTIME-008"), its arguments and the page of the docs that describes it.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
