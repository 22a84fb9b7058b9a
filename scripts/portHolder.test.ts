import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listeningInodes, portHolder, portIsFree, portTakenMessage } from './portHolder.mjs';

const table = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:2253 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 424242 1 0000000000000000 100 0 0 10 0
   1: 0100007F:2253 0100007F:C350 01 00000000:00000000 00:00000000 00000000  1000        0 434343 1 0000000000000000 20 4 30 10 -1
   2: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 454545 1 0000000000000000 100 0 0 10 0`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('the port check before npm start', () => {
  it('reads the listening socket of a port from the kernel table, not its connections', () => {
    expect(listeningInodes(table, 8787)).toEqual(['424242']);
    expect(listeningInodes(table, 8080)).toEqual(['454545']);
    expect(listeningInodes(table, 9999)).toEqual([]);
  });

  it('finds a port taken, and names the process that holds it', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server?.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    expect(await portIsFree(port)).toBe(false);
    const holder = portHolder(port);
    expect(holder?.pid).toBe(process.pid);
    expect(portTakenMessage(port, holder)).toMatch(new RegExp(`^Port ${port} is already in use by process ${process.pid} \\(.*node`));
    expect(portTakenMessage(port, undefined)).toContain(`npm start -- --port ${port + 1}`);
  });

  it('finds a free port free', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server?.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await portIsFree(port)).toBe(true);
    expect(portHolder(port)).toBeUndefined();
  });
});
