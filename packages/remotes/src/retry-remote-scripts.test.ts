import { withRetries } from './retry-remote-scripts';

describe('withRetries', () => {
  it('gets past a blip: a load that fails twice then answers is answered', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new Error('net::ERR_CONNECTION_RESET');
      return 'remote entry';
    };
    await expect(withRetries(flaky, 2, 1)).resolves.toBe('remote entry');
    expect(calls).toBe(3);
  });

  it('gives up after its retries with the last failure, so the region can offer its retry panel', async () => {
    let calls = 0;
    const down = async () => {
      calls += 1;
      throw new Error(`down ${calls}`);
    };
    await expect(withRetries(down, 2, 1)).rejects.toThrow('down 3');
    expect(calls).toBe(3);
  });
});
