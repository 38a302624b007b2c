// Child process: a bare node:http server replaying one recorded response, as fast as this
// machine can serve those bytes. Started by start-ceiling-server.ts; argv[2] is the snapshot.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResponseSnapshot } from './response-snapshot';

const file = process.argv[2];
if (!file) throw new Error('usage: ceiling-server.ts <snapshot.json>');
const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as ResponseSnapshot;
const body = Buffer.from(snapshot.bodyBase64, 'base64');
const headers: Record<string, string> = {
  ...Object.fromEntries(snapshot.headers),
  'content-length': String(body.length),
};

const server = http.createServer((_request, response) => {
  response.writeHead(snapshot.status, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  // Listening on TCP (not a pipe), so address() is an AddressInfo.
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
