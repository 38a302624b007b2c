/** The demo stores of DESIGN §7: Mexico City stores around `interna`, and one in Guadalajara. */

export interface DemoZone {
  name: string;
  /** Closed ring of [longitude, latitude] pairs (GeoJSON order). */
  ring: [number, number][];
  delivery_fee_cents: number;
  min_order_cents: number;
}

export interface DemoStore {
  slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  whatsapp: string;
  time_zone: string;
  palette: [string, string, string];
  /** Share of the demo catalogue this store carries (every store carries at least 150 products). */
  assortment: number;
  zones: DemoZone[];
}

/** Every demo store pays mentors 5% of a delivered client order's subtotal after discounts. */
export const DEMO_MENTOR_COMMISSION_BPS = 500;

/** A closed rectangle ring around a centre, sized in degrees. */
function box(lng: number, lat: number, halfLng: number, halfLat: number): [number, number][] {
  return [
    [lng - halfLng, lat - halfLat],
    [lng + halfLng, lat - halfLat],
    [lng + halfLng, lat + halfLat],
    [lng - halfLng, lat + halfLat],
    [lng - halfLng, lat - halfLat],
  ];
}

export const DEMO_STORES: DemoStore[] = [
  {
    slug: 'interna',
    name: 'Canasta Roma Sur',
    address: 'Calle Medellín 235, Roma Sur, Cuauhtémoc, 06760 Ciudad de México, CDMX',
    lat: 19.4194,
    lng: -99.1617,
    phone: '+525510000100',
    whatsapp: '+525510000100',
    time_zone: 'America/Mexico_City',
    palette: ['#74dab7', '#26A69A', '#F2C037'],
    assortment: 1,
    zones: [
      {
        name: 'Roma, Condesa y Narvarte',
        ring: box(-99.1617, 19.4194, 0.035, 0.03),
        delivery_fee_cents: 3500,
        min_order_cents: 15000,
      },
      {
        name: 'Ciudad de México ampliada',
        ring: box(-99.15, 19.4, 0.12, 0.1),
        delivery_fee_cents: 5900,
        min_order_cents: 25000,
      },
    ],
  },
  {
    slug: 'polanco',
    name: 'Canasta Polanco',
    address:
      'Av. Presidente Masaryk 120, Polanco V Secc., Miguel Hidalgo, 11560 Ciudad de México, CDMX',
    lat: 19.4318,
    lng: -99.1937,
    phone: '+525510000200',
    whatsapp: '+525510000200',
    time_zone: 'America/Mexico_City',
    palette: ['#26A69A', '#9C27B0', '#74dab7'],
    assortment: 0.92,
    zones: [
      {
        name: 'Polanco y Anzures',
        ring: box(-99.1937, 19.4318, 0.03, 0.025),
        delivery_fee_cents: 4500,
        min_order_cents: 20000,
      },
    ],
  },
  {
    slug: 'coyoacan',
    name: 'Canasta Coyoacán',
    address: 'Av. Francisco Sosa 45, Santa Catarina, Coyoacán, 04010 Ciudad de México, CDMX',
    lat: 19.3487,
    lng: -99.1665,
    phone: '+525510000300',
    whatsapp: '+525510000300',
    time_zone: 'America/Mexico_City',
    palette: ['#F2C037', '#21BA45', '#26A69A'],
    assortment: 0.9,
    zones: [
      {
        name: 'Coyoacán centro',
        ring: box(-99.1665, 19.3487, 0.04, 0.03),
        delivery_fee_cents: 3900,
        min_order_cents: 15000,
      },
    ],
  },
  {
    slug: 'providencia',
    name: 'Canasta Providencia',
    address: 'Av. Pablo Neruda 2950, Providencia, 44630 Guadalajara, Jal.',
    lat: 20.6909,
    lng: -103.3898,
    phone: '+523310000400',
    whatsapp: '+523310000400',
    time_zone: 'America/Mexico_City',
    palette: ['#31CCEC', '#74dab7', '#F2C037'],
    assortment: 0.88,
    zones: [
      {
        name: 'Guadalajara poniente',
        ring: box(-103.37, 20.68, 0.06, 0.05),
        delivery_fee_cents: 4000,
        min_order_cents: 20000,
      },
    ],
  },
];

/** Weekly windows: Monday–Saturday three delivery slots, Sunday one; pickup every day. */
export const DEMO_WINDOWS = [
  ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { type: 'delivery' as const, weekday, start_time: '09:00', end_time: '13:00', capacity: 60 },
    { type: 'delivery' as const, weekday, start_time: '13:00', end_time: '17:00', capacity: 60 },
    { type: 'delivery' as const, weekday, start_time: '17:00', end_time: '21:00', capacity: 50 },
  ]),
  { type: 'delivery' as const, weekday: 0, start_time: '10:00', end_time: '14:00', capacity: 50 },
  ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    type: 'pickup' as const,
    weekday,
    start_time: '10:00',
    end_time: '20:00',
    capacity: 80,
  })),
];

export const DEMO_CLOSED_DATES = [
  { date: '2026-12-25', reason: 'Navidad' },
  { date: '2027-01-01', reason: 'Año Nuevo' },
];
