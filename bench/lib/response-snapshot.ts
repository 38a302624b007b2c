import http from 'node:http';

/** One response, exactly as the server sent it. */
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

/**
 * GETs a URL with the request headers the load will send (none by default, as autocannon
 * asks), keeping the exact bytes.
 */
export function takeSnapshot(
  url: string,
  requestHeaders: Record<string, string> = {},
): Promise<ResponseSnapshot> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: requestHeaders }, (response) => {
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
        const coding = response.headers['content-encoding'];
        const asked = requestHeaders['accept-encoding'];
        if (coding && !asked?.includes(coding)) {
          reject(new Error(`GET ${url} came back in ${coding}, which it didn't ask for`));
          return;
        }
        if (asked && !coding) {
          reject(new Error(`GET ${url} asked for ${asked} and came back uncompressed`));
          return;
        }
        resolve({ status, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}
