import http from 'node:http';

/** One response, as the server sent it without compression. */
export interface ResponseSnapshot {
  status: number;
  /** Header name/value pairs in the order sent, minus those node:http writes itself. */
  headers: [string, string][];
  bodyBase64: string;
}

/** Written by node:http per response or connection, so the replay lets node write them. */
const PER_CONNECTION = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** GETs a URL with no accept-encoding (as autocannon asks), keeping the exact bytes. */
export function takeSnapshot(url: string): Promise<ResponseSnapshot> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = response.rawHeaders;
        const headers: [string, string][] = [];
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i]!;
          if (!PER_CONNECTION.has(name.toLowerCase())) headers.push([name, raw[i + 1]!]);
        }
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          reject(new Error(`GET ${url} answered ${status}`));
          return;
        }
        if (response.headers['content-encoding']) {
          reject(new Error(`GET ${url} came back compressed although it asked for no encoding`));
          return;
        }
        resolve({ status, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}
