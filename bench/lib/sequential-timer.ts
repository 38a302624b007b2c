import { type OneRequest, runClosedLoop } from './closed-loop';
import type { SequentialJob, SequentialResult } from './time-sequentially';

// The timing process of `timeSequentially`: it holds little but each answer's bytes on their
// way through, and throws them away.

/** What fetch() sends unless told otherwise, as the benchmark's requests did before. */
const DEFAULT_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

async function run(job: SequentialJob): Promise<SequentialResult> {
  const url = new URL(job.url);
  const request: OneRequest = {
    method: 'GET',
    path: `${url.pathname}${url.search}`,
    headers: { ...DEFAULT_HEADERS, ...job.headers },
  };
  const { answers } = await runClosedLoop(
    url.origin,
    Array.from({ length: job.warmUp + job.samples }, () => request),
    1,
  );
  const refused = answers.find((answer) => answer.status !== 200);
  if (refused) {
    const why = refused.error ?? refused.body?.slice(0, 200) ?? '';
    return { ok: false, error: `${job.url}: ${refused.status} ${why}` };
  }
  return { ok: true, samples: answers.slice(job.warmUp).map((answer) => answer.latencyMs) };
}

const job = JSON.parse(process.argv[2] ?? 'null') as SequentialJob | null;
if (job && process.send) {
  const result = await run(job).catch((error: unknown): SequentialResult => ({
    ok: false,
    error: String(error),
  }));
  process.send(result, () => {
    process.disconnect();
  });
}
