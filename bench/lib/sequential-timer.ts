import http from 'node:http';
import type { SequentialJob, SequentialResult } from './time-sequentially';

// The timing process of `timeSequentially`: it holds little but each answer's bytes on their
// way through, and throws them away.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** What fetch() sends unless told otherwise, as the benchmark's requests did before. */
const DEFAULT_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

function once(job: SequentialJob): Promise<{ ms: number; status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      job.url,
      { agent, headers: { ...DEFAULT_HEADERS, ...job.headers } },
      (response) => {
        let head = '';
        response.on('data', (chunk: Buffer) => {
          if (head.length < 200) head += chunk.toString('utf8', 0, 200);
        });
        response.on('end', () => {
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, head });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function run(job: SequentialJob): Promise<SequentialResult> {
  const samples: number[] = [];
  for (let i = 0; i < job.warmUp + job.samples; i += 1) {
    const { ms, status, head } = await once(job);
    if (status !== 200) return { ok: false, error: `${job.url}: ${status} ${head.slice(0, 200)}` };
    if (i >= job.warmUp) samples.push(ms);
  }
  return { ok: true, samples };
}

const job = JSON.parse(process.argv[2] ?? 'null') as SequentialJob | null;
if (job && process.send) {
  const result = await run(job).catch((error: unknown): SequentialResult => ({
    ok: false,
    error: String(error),
  }));
  process.send(result, () => {
    agent.destroy();
    process.disconnect();
  });
}
