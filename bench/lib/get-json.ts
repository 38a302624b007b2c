/** GETs JSON from the server under test; loopback only. */
export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Follows `keys` into a parsed JSON value, failing with the path when the shape differs. */
export function pick(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || !(key in current)) {
      throw new Error(`unexpected API response: no ${keys.join('.')}`);
    }
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function pickNumber(value: unknown, ...keys: (string | number)[]): number {
  const found = pick(value, ...keys);
  if (typeof found !== 'number')
    throw new Error(`unexpected API response: ${keys.join('.')} is not a number`);
  return found;
}

export function pickString(value: unknown, ...keys: (string | number)[]): string {
  const found = pick(value, ...keys);
  if (typeof found !== 'string')
    throw new Error(`unexpected API response: ${keys.join('.')} is not a string`);
  return found;
}

/** Sends a JSON body and returns the parsed JSON answer, failing unless it is `expected`. */
export async function sendJson(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  expected = 200,
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== expected) {
    const text = await response.text();
    throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return response.json();
}
