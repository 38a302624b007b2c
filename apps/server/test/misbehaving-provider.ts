import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stand-in answers a matching request:
 * - `pass`: forwards it to the real stand-in and relays the answer;
 * - `hang`: never answers, and nothing reaches the provider;
 * - `lose-answer`: the provider does the work, and its answer never comes back;
 * - `error`: 500 with a JSON error, like a provider's bad day;
 * - `garbage`: 200 with an HTML page;
 * - `truncated`: 200 JSON cut off half-way, then the connection closes;
 * - `reset`: the connection is dropped at once;
 * - `slow`: forwards it after `delayMs`.
 */
export type Misbehaviour =
  | { kind: 'pass' }
  | { kind: 'hang' }
  | { kind: 'lose-answer' }
  | { kind: 'error' }
  | { kind: 'garbage' }
  | { kind: 'truncated' }
  | { kind: 'reset' }
  | { kind: 'slow'; delayMs: number };

/**
 * A provider as an unlucky network or a bad day makes it: a proxy in front of a local
 * stand-in (fake Stripe, fake Twilio) that misbehaves on the requests a rule matches.
 */
export async function startMisbehavingProvider(targetUrl: string) {
  let rule: { path: RegExp; behaviour: Misbehaviour } | null = null;
  const hung = new Set<http.ServerResponse>();

  async function forward(req: http.IncomingMessage, body: Buffer) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') {
        headers[name] = value;
      }
    }
    const response = await fetch(new URL(req.url ?? '/', targetUrl), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    return { status: response.status, body: await response.text() };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const behaviour =
        rule && rule.path.test(req.url ?? '') ? rule.behaviour : ({ kind: 'pass' } as const);
      const relay = async () => {
        const answer = await forward(req, body);
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      };
      switch (behaviour.kind) {
        case 'pass':
          void relay();
          return;
        case 'hang':
          hung.add(res);
          return;
        case 'lose-answer':
          hung.add(res);
          void forward(req, body);
          return;
        case 'error':
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"error":{"type":"api_error","message":"Something went wrong"}}');
          return;
        case 'garbage':
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html><body>Bad gateway</body></html>');
          return;
        case 'truncated':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
          res.write('{"id":"pi_');
          setTimeout(() => res.destroy(), 10);
          return;
        case 'reset':
          req.socket.destroy();
          return;
        case 'slow':
          setTimeout(() => void relay(), behaviour.delayMs);
          return;
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    /** From now on, requests whose path matches behave so; `null` puts everything back. */
    misbehave(path: RegExp | null, behaviour: Misbehaviour = { kind: 'pass' }) {
      rule = path ? { path, behaviour } : null;
    },
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
