import { formatMoney } from '@canasta/contract';
import { expect, it } from 'vitest';
import { coverageMessage } from './coverage-message';

const format = (cents: number) => formatMoney(cents, 'MXN', 'es-MX');
const roma = {
  id: 1,
  name: 'Roma, Condesa y Narvarte',
  delivery_fee_cents: 3500,
  min_order_cents: 15000,
};

it('covered: the fee in the title and the zone with its minimum below', () => {
  expect(
    coverageMessage({ status: 'answered', answer: { covered: true, zone: roma } }, format),
  ).toEqual({
    tone: 'positive',
    title: 'Sí llegamos · envío $35.00',
    detail: 'Zona Roma, Condesa y Narvarte. Pedido mínimo $150.00.',
  });
});

it('covered for free and without a minimum says so', () => {
  const free = { ...roma, delivery_fee_cents: 0, min_order_cents: 0 };
  expect(
    coverageMessage({ status: 'answered', answer: { covered: true, zone: free } }, format),
  ).toEqual({
    tone: 'positive',
    title: 'Sí llegamos · envío gratis',
    detail: 'Zona Roma, Condesa y Narvarte. Sin pedido mínimo.',
  });
});

it('not covered, no pin yet, checking and failed each have their words', () => {
  expect(
    coverageMessage({ status: 'answered', answer: { covered: false, zone: null } }, format),
  ).toMatchObject({ tone: 'negative', title: 'Aún no llegamos aquí' });
  expect(coverageMessage({ status: 'idle' }, format).title).toBe(
    'Pon el pin en tu domicilio para saber si llegamos.',
  );
  expect(coverageMessage({ status: 'checking' }, format).title).toBe('Comprobando si llegamos…');
  expect(coverageMessage({ status: 'error' }, format)).toMatchObject({
    tone: 'negative',
    title: 'No pudimos comprobar si llegamos a este punto.',
  });
});
