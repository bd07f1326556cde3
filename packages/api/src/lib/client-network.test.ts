import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientNetwork } from './client-network';

describe('clientNetwork: the key per-address limits count by', () => {
  it('keeps an IPv4 address whole, also when a dual-stack socket writes it as IPv6', () => {
    assert.equal(clientNetwork('203.0.113.7'), '203.0.113.7');
    assert.equal(clientNetwork('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const oneNetwork = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:abcd:0:0:1',
      '2001:DB8:1:2:0:0:0:9%eth0',
    ].map(clientNetwork);
    assert.deepEqual(new Set(oneNetwork), new Set(['2001:db8:1:2::/64']));
    assert.equal(clientNetwork('2001:db8:1:3::1'), '2001:db8:1:3::/64', 'the next /64 is another client');
    assert.equal(clientNetwork('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientNetwork('::1'), '0:0:0:0::/64');
  });
});
