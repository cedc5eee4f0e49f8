import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { busyPorts, isPortFree } from '../src/ports.js';

describe('ports', () => {
  it('reports a listening port as busy and a released one as free', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    expect(await isPortFree('127.0.0.1', port)).toBe(false);
    expect(await busyPorts([{ name: 'x', host: '127.0.0.1', port }])).toEqual([
      { name: 'x', host: '127.0.0.1', port },
    ]);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree('127.0.0.1', port)).toBe(true);
  });
});
