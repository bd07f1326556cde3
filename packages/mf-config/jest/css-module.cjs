// CSS modules in tests: every class name maps to itself, so markup stays readable.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
