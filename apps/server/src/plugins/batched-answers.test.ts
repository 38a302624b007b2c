import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBatchedAnswers } from './batched-answers';

describe('registerBatchedAnswers', () => {
  it('sends an answer after the work the loop already had queued, with its body intact', async () => {
    const app = Fastify();
    registerBatchedAnswers(app);
    const order: string[] = [];
    app.addHook('onResponse', (_request, _reply, done) => {
      order.push('answered');
      done();
    });
    // What else the loop read in the same turn: it runs before the answer goes out.
    app.get('/', () => {
      setImmediate(() => order.push('queued work'));
      return { ok: true };
    });
    const response = await app.inject('/');
    expect(response.json()).toEqual({ ok: true });
    expect(order).toEqual(['queued work', 'answered']);
    await app.close();
  });
});
