import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { GUADALAJARA, ROMA_SUR } from '../../../testing/addresses-api';
import { json } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import { mockShopApi } from '../../../testing/shop-api';
import type { CoverageState } from '../utils/coverage-message';
import type { LatLng } from '../utils/geo';
import { useCoverage } from './use-coverage';

/** One query client for the whole test: a rerender moves the pin, it doesn't empty the cache. */
function providers() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { wrapper };
}

const coverageRequests = (requests: string[]) =>
  requests.filter((request) => request.startsWith('GET /addresses/check-coverage'));

it('asks once the pin rests, and only for where it rests', async () => {
  const api = mockShopApi();
  const { wrapper } = providers();
  const { result, rerender } = renderHook(
    ({ pin }: { pin: LatLng | null }) => useCoverage(1, pin, 30),
    { wrapper, initialProps: { pin: null as LatLng | null } },
  );
  expect(result.current.state).toEqual({ status: 'idle' });

  // Dragged across the map: only the point it stops at is asked about.
  rerender({ pin: { lat: 19.5, lng: -99.3 } });
  expect(result.current.state).toEqual({ status: 'checking' });
  rerender({ pin: { lat: 19.45, lng: -99.2 } });
  rerender({ pin: ROMA_SUR });
  await waitFor(() => {
    expect(result.current.state.status).toBe('answered');
  });
  expect(result.current.state).toMatchObject({
    answer: { covered: true, zone: { name: 'Roma, Condesa y Narvarte' } },
  });
  expect(coverageRequests(api.requests)).toEqual([
    'GET /addresses/check-coverage?store_id=1&lat=19.4194&lng=-99.1617',
  ]);
});

it('never shows an answer that arrives for a point the pin has left', async () => {
  let answerRoma: () => void = () => undefined;
  const romaAnswered = new Promise<void>((resolve) => {
    answerRoma = resolve;
  });
  const api = mockShopApi({
    'GET /addresses/check-coverage': async ({ query }) => {
      if (query.get('lat') === String(ROMA_SUR.lat)) {
        await romaAnswered;
        return json({
          covered: true,
          zone: { id: 1, name: 'Roma', delivery_fee_cents: 3500, min_order_cents: 15000 },
        });
      }
      return json({ covered: false, zone: null });
    },
  });
  const { wrapper } = providers();
  // Every state the hook renders, so a late answer shown even for a moment is seen.
  const shown: CoverageState[] = [];
  const { result, rerender } = renderHook(
    ({ pin }: { pin: LatLng }) => {
      const coverage = useCoverage(1, pin, 10);
      shown.push(coverage.state);
      return coverage;
    },
    { wrapper, initialProps: { pin: ROMA_SUR } },
  );
  await waitFor(() => {
    expect(coverageRequests(api.requests)).toHaveLength(1);
  });

  rerender({ pin: GUADALAJARA });
  const guadalajara = { status: 'answered', answer: { covered: false, zone: null } };
  await waitFor(() => {
    expect(result.current.state).toEqual(guadalajara);
  });
  const beforeLateAnswer = shown.length;
  answerRoma();
  // Roma's late answer reaches the app: its fetch resolves and the app reads the body.
  const late = await (api.fetch.mock.results[0]?.value as Promise<Response>);
  await waitFor(() => {
    expect(late.bodyUsed).toBe(true);
  });
  // Then a later answer for the pin (asked again, as by the retry button): whatever the late
  // answer set off was scheduled before it, so it has rendered by the time this one does.
  result.current.retry();
  await waitFor(() => {
    expect(coverageRequests(api.requests)).toHaveLength(3);
    expect(result.current.retrying).toBe(false);
  });
  expect(result.current.state).toEqual(guadalajara);
  const romaShown = shown
    .slice(beforeLateAnswer)
    .filter((state) => state.status === 'answered' && state.answer.covered);
  expect(romaShown).toEqual([]);
});

it('reports a failed question, and asks again on retry', async () => {
  let fail = true;
  mockShopApi({
    'GET /addresses/check-coverage': () =>
      fail
        ? json({ message: 'Error del servidor.', code: 'internal_error' }, 500)
        : json({ covered: false, zone: null }),
  });
  const { result } = renderHook(() => useCoverage(1, GUADALAJARA, 0), providers());
  await waitFor(() => {
    expect(result.current.state).toEqual({ status: 'error' });
  });
  fail = false;
  result.current.retry();
  await waitFor(() => {
    expect(result.current.state.status).toBe('answered');
  });
});
