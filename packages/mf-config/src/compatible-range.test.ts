import { satisfy } from '@module-federation/runtime-core';
import { compatibleRange } from './compatible-range';

// Checked with the federation runtime's own semver, the one that decides in the browser.
describe('compatibleRange', () => {
  it.each([
    ['19.3.1', '19.2.0', true],
    ['19.3.1', '19.3.9', true],
    ['19.3.1', '19.9.0', true],
    ['19.3.1', '19.1.7', false],
    ['19.3.1', '20.0.0', false],
    ['19.0.4', '19.0.0', true],
    ['0.4.2', '0.3.0', true],
    ['0.4.2', '0.5.1', true],
    ['0.4.2', '0.2.9', false],
    ['0.4.2', '0.6.0', false],
    ['0.1.0', '0.0.3', true],
    ['0.1.0', '0.2.0', true],
  ])('built with %s, accepts %s: %s', (built, loaded, accepted) => {
    expect(satisfy(loaded, compatibleRange(built))).toBe(accepted);
  });
});
