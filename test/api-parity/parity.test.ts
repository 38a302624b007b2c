import { describe, expect, it } from 'vitest';
import { cancelAndCashScenarios } from './cancel-and-cash-scenarios';
import { priceAndWalletScenarios } from './price-and-wallet-scenarios';
import { type Call, type Step, scenarios } from './scenarios';
import { type Side, fakeSide, serverSide } from './sides';

/**
 * Every scenario runs on the real server and on the web app's fake; each side must give the
 * table's answers, and the two must give the same answers (bodies compared whole, once the
 * values that legitimately differ — cart ids, tokens, times — are named).
 */
const tables = [...scenarios, ...priceAndWalletScenarios, ...cancelAndCashScenarios];

describe.each(tables)('$name', (scenario) => {
  it('gives the same answers on the server and in the fake', async () => {
    const server = await serverSide();
    try {
      const steps = scenario.steps(server.seed.fixture);
      const onServer = await run(server.side, steps, 'server');
      const onFake = await run(fakeSide(server.seed), steps, 'fake');
      expect(onFake).toEqual(onServer);
    } finally {
      await server.close();
    }
  });
});

type Kept = Record<string, unknown>;

async function run(side: Side, steps: Step[], label: string): Promise<unknown[]> {
  const kept: Kept = { ...side.users };
  const answers: unknown[] = [];
  for (const [index, step] of steps.entries()) {
    const where = `${label}, step ${index + 1}`;
    if ('act' in step) {
      if (step.act === 'stock') await side.setStock(step.offer, step.stock);
      else if (step.act === 'block') await side.block(String(kept[step.cart]));
      else
        await side.advance({ id: Number(kept[step.order]), number: String(kept.number) }, step.to);
      continue;
    }
    const answer = await side.call(
      step.method,
      fill(step.path, kept) as string,
      fill(step.body, kept),
      {
        ...(step.as ? { authorization: `Bearer ${side.tokens[step.as]}` } : {}),
        ...step.headers,
      },
    );
    check(answer, step, kept, `${where} (${step.method} ${step.path})`);
    for (const [name, path] of Object.entries(step.keep ?? {})) kept[name] = at(answer.body, path);
    answers.push({ status: answer.status, body: comparable(answer.body, kept) });
  }
  return answers;
}

function check(answer: { status: number; body: unknown }, step: Call, kept: Kept, where: string) {
  const body = answer.body as Record<string, unknown> | null;
  const { status, code, message, body: fields } = step.expect;
  expect(answer.status, `${where}: ${JSON.stringify(body)}`).toBe(status);
  if (code !== undefined) expect(body?.code, where).toBe(code);
  if (message !== undefined) expect(body?.message, where).toBe(message);
  if (fields !== undefined) expect(body, where).toMatchObject(fill(fields, kept) as object);
}

/** `'{name}'` → the kept value itself; `'… {name} …'` → its text inside the string. */
function fill(value: unknown, kept: Kept): unknown {
  if (typeof value === 'string') {
    const whole = /^\{(\w+)\}$/.exec(value);
    if (whole?.[1] !== undefined && whole[1] in kept) return kept[whole[1]];
    return value.replace(/\{(\w+)\}/g, (text, name: string) =>
      name in kept ? String(kept[name]) : text,
    );
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, kept));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, kept)]));
  }
  return value;
}

function at(body: unknown, path: string): unknown {
  let value = body;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | null)?.[part];
  return value;
}

/** Values each side makes up on its own; everything else must be equal. */
const OWN_VALUES = new Set(['token', 'created_at', 'at', 'updated_at']);

/** The body with each side's own values named: kept strings by their name, times as "<at>". */
function comparable(value: unknown, kept: Kept): unknown {
  const names = new Map(
    Object.entries(kept).flatMap(([name, keptValue]) =>
      typeof keptValue === 'string' ? [[keptValue, `{${name}}`] as const] : [],
    ),
  );
  const walk = (item: unknown, key?: string): unknown => {
    if (key !== undefined && OWN_VALUES.has(key) && item !== null) return `<${key}>`;
    if (typeof item === 'string') return names.get(item) ?? item;
    if (Array.isArray(item)) return item.map((each) => walk(each));
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([k, each]) => [k, walk(each, k)]));
    }
    return item;
  };
  return walk(value);
}
