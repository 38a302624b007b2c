import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { GUADALAJARA, ROMA_SUR } from '../../../testing/addresses-api';
import { json } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import { mockShopApi } from '../../../testing/shop-api';
import type { LatLng } from '../utils/geo';
import { useCoverage } from './use-coverage';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

const coverageRequests = (requests: string[]) =>
  requests.filter((request) => request.startsWith('GET /addresses/check-coverage'));

it('asks once the pin rests, and only for where it rests', async () => {
  const api = mockShopApi();
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
  const { result, rerender } = renderHook(({ pin }: { pin: LatLng }) => useCoverage(1, pin, 10), {
    wrapper,
    initialProps: { pin: ROMA_SUR },
  });
  await waitFor(() => {
    expect(coverageRequests(api.requests)).toHaveLength(1);
  });

  rerender({ pin: GUADALAJARA });
  await waitFor(() => {
    expect(result.current.state).toEqual({
      status: 'answered',
      answer: { covered: false, zone: null },
    });
  });
  // Roma's late answer lands in its own cache entry, not on Guadalajara's pin.
  answerRoma();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current.state).toEqual({
    status: 'answered',
    answer: { covered: false, zone: null },
  });
});

it('reports a failed question, and asks again on retry', async () => {
  let fail = true;
  mockShopApi({
    'GET /addresses/check-coverage': () =>
      fail
        ? json({ message: 'Error del servidor.', code: 'internal_error' }, 500)
        : json({ covered: false, zone: null }),
  });
  const { result } = renderHook(() => useCoverage(1, GUADALAJARA, 0), { wrapper });
  await waitFor(() => {
    expect(result.current.state).toEqual({ status: 'error' });
  });
  fail = false;
  result.current.retry();
  await waitFor(() => {
    expect(result.current.state.status).toBe('answered');
  });
});
