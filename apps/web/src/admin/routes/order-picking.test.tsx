import type { AdminOrder, AdminOrderLine, SaveOrderPickingBody } from '@canasta/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { apiError, json } from '../../testing/mock-api';
import { useOrderFeed } from '../features/orders/stores/order-feed';
import { ROSA } from '../testing/console-api';
import {
  adminOrder,
  listItem,
  mockOrdersConsole,
  orderEvent,
  orderLine,
  substituteOption,
} from '../testing/orders-api';
import { renderConsole, saveSession } from '../testing/render-console';

afterEach(() => {
  useOrderFeed.setState(useOrderFeed.getInitialState(), true);
});

// Ten minutes from now: the customer may still answer.
const ANSWER_BY = new Date(Date.now() + 10 * 60_000).toISOString();
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** 750 g of aguacate at $55.00/kg, 2 packs of tortillas and a bottle of mole. */
function lines(overrides: Partial<Record<1 | 2 | 3, Partial<AdminOrderLine>>> = {}) {
  return [
    orderLine({
      id: 1,
      purchaseable_id: 501,
      name: 'Aguacate Hass',
      sold_by: 'weight',
      qty: 750,
      unit_price_cents: 5_500,
      ...overrides[1],
    }),
    orderLine({
      id: 2,
      purchaseable_id: 502,
      name: 'Tortillas de maíz',
      qty: 2,
      unit_price_cents: 2_400,
      ...overrides[2],
    }),
    orderLine({
      id: 3,
      purchaseable_id: 503,
      name: 'Mole poblano',
      qty: 1,
      unit_price_cents: 6_500,
      substitution: 'call',
      ...overrides[3],
    }),
  ];
}

function pickingOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    status: 'confirmed',
    estimated: true,
    items: lines(),
    total_cents: 19_425,
    estimated_total_cents: 19_425,
    next_statuses: ['preparing', 'cancelled'],
    ...overrides,
  });
}

/**
 * The order's picking as the server keeps it: a 'similar' substitute is proposed until the
 * customer answers, a 'call' one accepted at once; finishing waits for open proposals (409).
 */
function pickingApi(start: AdminOrder, settled: Partial<AdminOrder> = {}) {
  let order = start;
  const saved: SaveOrderPickingBody[] = [];
  let finished = 0;
  const fakes = mockOrdersConsole({
    'GET /stores/:slug/orders/:number': () => json({ data: order }),
    'GET /stores/:slug/orders/:number/lines/:lineId/substitutes': () =>
      json({
        data: [
          substituteOption(),
          substituteOption({
            purchaseable_id: 602,
            name: 'Tortillas de harina',
            price_cents: 2_800,
            stock: 4,
          }),
        ],
      }),
    'PUT /stores/:slug/orders/:number/picking': ({ body }) => {
      const picking = body as SaveOrderPickingBody;
      saved.push(picking);
      order = {
        ...order,
        status: 'preparing',
        picking: 'started',
        items: order.items.map((line) => {
          const input = picking.lines.find((each) => each.line_id === line.id);
          if (!input) return line;
          const substitute = input.substitute
            ? {
                purchaseable_id: input.substitute.purchaseable_id,
                name: input.substitute.purchaseable_id === 602 ? 'Tortillas de harina' : 'Otro',
                image_url: null,
                sold_by: 'unit' as const,
                qty: input.substitute.qty,
                unit_price_cents: 2_800,
                line_total_cents: 2_800 * input.substitute.qty,
                state: line.substitution === 'call' ? ('accepted' as const) : ('proposed' as const),
                answer_by: line.substitution === 'call' ? null : ANSWER_BY,
              }
            : null;
          return { ...line, picked_qty: input.picked_qty, substitute };
        }),
      };
      return json({ data: order });
    },
    'POST /stores/:slug/orders/:number/picking/done': () => {
      finished += 1;
      if (order.items.some((line) => line.substitute?.state === 'proposed')) {
        return apiError(
          409,
          'conflict',
          'El cliente todavía puede responder al cambio de Tortillas de maíz: espera su respuesta o a que pase su tiempo.',
        );
      }
      order = { ...order, picking: 'done', estimated: false, ...settled };
      return json({ data: order });
    },
  });
  saveSession(fakes.api, ROSA);
  return {
    ...fakes,
    saved,
    finishedCalls: () => finished,
    /** The customer answers a proposal (on the shop), and the store's feed says so. */
    answer: (lineId: number, state: 'accepted' | 'refused', eventId: number) => {
      order = {
        ...order,
        items: order.items.map((line) =>
          line.id === lineId && line.substitute
            ? { ...line, substitute: { ...line.substitute, state } }
            : line,
        ),
      };
      fakes.stream.send(
        orderEvent(
          eventId,
          listItem({ number: order.number, status: order.status }),
          'status',
          'customer',
        ),
      );
    },
  };
}

async function openPicking() {
  const rendered = renderConsole('/admin/interna/pedidos/100001/surtir');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Surtir pedido 100001' }),
  ).toBeTruthy();
  await screen.findByRole('group', { name: /Aguacate Hass/ });
  return rendered;
}

const line = (name: RegExp) => screen.getByRole('group', { name });

it('weighs a line and counts another, and saves what the scale and the shelf said', async () => {
  const { saved } = pickingApi(pickingOrder());
  const { user } = await openPicking();

  const aguacate = line(/Aguacate Hass/);
  expect(within(aguacate).getByText('Pedido: 750 g')).toBeTruthy();
  expect(
    within(aguacate).getByText('Si falta: cambiar por uno parecido (el cliente lo aprueba)'),
  ).toBeTruthy();
  await user.type(within(aguacate).getByRole('textbox', { name: /Peso en gramos/ }), '820');
  const tortillas = line(/Tortillas de maíz/);
  expect(within(tortillas).getByText('Pedido: 2 piezas')).toBeTruthy();
  await user.click(within(tortillas).getByRole('button', { name: 'Una pieza menos' }));
  await user.click(screen.getByRole('button', { name: 'Guardar surtido' }));

  await waitFor(() => {
    expect(saved).toEqual([
      {
        lines: [
          { line_id: 1, picked_qty: 820, substitute: null },
          { line_id: 2, picked_qty: 1, substitute: null },
          { line_id: 3, picked_qty: 1, substitute: null },
        ],
      },
    ]);
  });
  expect(await screen.findByText('Surtido en curso')).toBeTruthy();
});

it('refuses a weight that isn’t whole grams before sending', async () => {
  const { saved } = pickingApi(pickingOrder());
  const { user } = await openPicking();
  const field = within(line(/Aguacate Hass/)).getByRole('textbox', { name: /Peso en gramos/ });
  await user.type(field, '0.8');
  await user.click(screen.getByRole('button', { name: 'Guardar surtido' }));
  expect(
    await within(line(/Aguacate Hass/)).findByText('Escribe el peso en gramos, con número entero.'),
  ).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(saved).toEqual([]);
});

it('proposes a substitute for a missing "similar" line and follows the customer’s answer', async () => {
  const { saved, answer } = pickingApi(pickingOrder());
  const { user } = await openPicking();

  const tortillas = line(/Tortillas de maíz/);
  await user.click(within(tortillas).getByRole('button', { name: 'Falta' }));
  expect(
    within(tortillas).getByRole('button', { name: 'Falta' }).getAttribute('aria-pressed'),
  ).toBe('true');
  await user.click(await within(tortillas).findByRole('radio', { name: /Tortillas de harina/ }));
  expect(within(tortillas).getByText(/Existencia: 4 piezas/)).toBeTruthy();
  const qty = within(tortillas).getByRole('textbox', { name: 'Cantidad del sustituto (piezas)' });
  expect((qty as HTMLInputElement).value).toBe('2');
  await user.clear(qty);
  await user.type(qty, '9');
  await user.click(screen.getByRole('button', { name: 'Guardar surtido' }));
  expect(await within(tortillas).findByText('Solo hay 4 piezas.')).toBeTruthy();
  expect(saved).toEqual([]);

  await user.clear(qty);
  await user.type(qty, '2');
  await user.type(
    within(line(/Aguacate Hass/)).getByRole('textbox', { name: /Peso en gramos/ }),
    '750',
  );
  await user.click(screen.getByRole('button', { name: 'Guardar surtido' }));
  await waitFor(() => {
    expect(saved).toHaveLength(1);
  });
  expect(saved[0]?.lines[1]).toEqual({
    line_id: 2,
    picked_qty: 0,
    substitute: { purchaseable_id: 602, qty: 2 },
  });
  expect(
    await within(line(/Tortillas de maíz/)).findByText(
      `Esperando respuesta hasta las ${hhmm(ANSWER_BY)}`,
    ),
  ).toBeTruthy();

  answer(2, 'accepted', 41);
  expect(await within(line(/Tortillas de maíz/)).findByText('Aceptado')).toBeTruthy();
});

it('shows the customer’s phone for a "call" line, and no substitute for a "none" line', async () => {
  const { saved } = pickingApi(pickingOrder({ items: lines({ 2: { substitution: 'none' } }) }));
  const { user } = await openPicking();

  const mole = line(/Mole poblano/);
  expect(within(mole).getByText('Si falta: llamar al cliente')).toBeTruthy();
  await user.click(within(mole).getByRole('button', { name: 'Falta' }));
  const call = within(mole).getByRole('link', { name: 'Llamar a Lucía Hernández: +525512345678' });
  expect(call.getAttribute('href')).toBe('tel:+525512345678');
  // A substitute agreed on the phone.
  await user.click(await within(mole).findByRole('radio', { name: /Aguacate criollo/ }));

  const tortillas = line(/Tortillas de maíz/);
  expect(within(tortillas).getByText('Si falta: no cambiar, quitarlo del pedido')).toBeTruthy();
  await user.click(within(tortillas).getByRole('button', { name: 'Falta' }));
  expect(within(tortillas).getByText('El cliente pidió no cambiar este producto.')).toBeTruthy();
  expect(within(tortillas).queryByRole('radio')).toBeNull();

  await user.type(
    within(line(/Aguacate Hass/)).getByRole('textbox', { name: /Peso en gramos/ }),
    '700',
  );
  await user.click(screen.getByRole('button', { name: 'Guardar surtido' }));
  await waitFor(() => {
    expect(saved).toEqual([
      {
        lines: [
          { line_id: 1, picked_qty: 700, substitute: null },
          { line_id: 2, picked_qty: 0, substitute: null },
          { line_id: 3, picked_qty: 0, substitute: { purchaseable_id: 601, qty: 1 } },
        ],
      },
    ]);
  });
  expect(await within(line(/Mole poblano/)).findByText('Aceptado')).toBeTruthy();
});

it('finishes once the customer answered: the server’s 409 first, then the final total', async () => {
  const picked = pickingOrder({
    status: 'preparing',
    picking: 'started',
    payment: { ...adminOrder().payment, method: 'card', collect_cents: 0 },
    items: lines({
      1: { picked_qty: 820 },
      2: {
        picked_qty: 0,
        substitute: {
          purchaseable_id: 602,
          name: 'Tortillas de harina',
          image_url: null,
          sold_by: 'unit',
          qty: 2,
          unit_price_cents: 2_800,
          line_total_cents: 5_600,
          state: 'proposed',
          answer_by: ANSWER_BY,
        },
      },
      3: { picked_qty: 1 },
    }),
  });
  const { saved, answer, finishedCalls } = pickingApi(picked, {
    total_cents: 20_310,
    store_absorbs_cents: 310,
  });
  const { user } = await openPicking();

  await user.click(screen.getByRole('button', { name: 'Terminar surtido' }));
  expect(
    await screen.findByText(
      'El cliente todavía puede responder al cambio de Tortillas de maíz: espera su respuesta o a que pase su tiempo.',
    ),
  ).toBeTruthy();
  // Nothing new to record: finishing didn't save again.
  expect(saved).toEqual([]);

  answer(2, 'accepted', 42);
  expect(await within(line(/Tortillas de maíz/)).findByText('Aceptado')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Terminar surtido' }));
  const result = await screen.findByRole('region', { name: 'Resultado del surtido' });
  expect(finishedCalls()).toBe(2);
  expect(within(result).getByText('$194.25')).toBeTruthy();
  expect(within(result).getByText('$203.10')).toBeTruthy();
  expect(
    within(result).getByText('La tienda absorbe $3.10 (el peso superó lo reservado en la tarjeta)'),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Terminar surtido' })).toBeNull();
  expect(within(line(/Aguacate Hass/)).getByText('Surtido: 820 g')).toBeTruthy();
});

it('asks for every weight before finishing', async () => {
  const { saved, finishedCalls } = pickingApi(pickingOrder());
  const { user } = await openPicking();
  await user.click(screen.getByRole('button', { name: 'Terminar surtido' }));
  expect(
    await within(line(/Aguacate Hass/)).findByText('Escribe lo que pesó, en gramos (0 si falta).'),
  ).toBeTruthy();
  // Staff are taken to the weight to enter.
  const weight = within(line(/Aguacate Hass/)).getByRole('textbox', { name: /^Peso en gramos/ });
  await waitFor(() => {
    expect(document.activeElement).toBe(weight);
  });
  expect(saved).toEqual([]);
  expect(finishedCalls()).toBe(0);
});
