import net from 'node:net';

/** Asks the OS for a free loopback port (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('could not read the port of a probe server'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}
