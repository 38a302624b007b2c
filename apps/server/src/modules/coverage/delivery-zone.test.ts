import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Zone, checkZonePolygon, findCoveringZone } from './delivery-zone';

/** A closed rectangle ring in GeoJSON order: [longitude, latitude]. */
function box(west: number, south: number, east: number, north: number): [number, number][] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

function zone(id: number, ring: [number, number][], fee: number, minimum = 0): Zone {
  return {
    id,
    name: `Zona ${id}`,
    delivery_fee_cents: fee,
    min_order_cents: minimum,
    polygon: { type: 'Polygon', coordinates: [ring] },
  };
}

// Roma Sur, Mexico City: longitudes around −99.16, latitudes around 19.42.
const roma = zone(1, box(-99.2, 19.39, -99.12, 19.45), 3500, 15000);
const cdmx = zone(2, box(-99.27, 19.3, -99.03, 19.5), 5900, 25000);

describe('checkZonePolygon', () => {
  it('accepts a closed ring and returns it as a polygon', () => {
    const result = checkZonePolygon({
      type: 'Polygon',
      coordinates: [box(-99.2, 19.39, -99.12, 19.45)],
    });
    expect(result).toEqual({ ok: true, polygon: roma.polygon });
  });

  it('reads the polygon from stored JSON text', () => {
    expect(checkZonePolygon(JSON.stringify(roma.polygon)).ok).toBe(true);
    expect(checkZonePolygon('{not json')).toEqual({
      ok: false,
      problem: 'no es un polígono GeoJSON (type "Polygon")',
    });
  });

  it.each([
    [
      'not a polygon',
      { type: 'Point', coordinates: [-99.16, 19.42] },
      'no es un polígono GeoJSON (type "Polygon")',
    ],
    ['no rings', { type: 'Polygon', coordinates: [] }, 'no tiene anillos de coordenadas'],
    [
      'an open ring',
      {
        type: 'Polygon',
        coordinates: [
          box(-99.2, 19.39, -99.12, 19.45)
            .slice(0, 4)
            .concat([[-99.2, 19.4]]),
        ],
      },
      'el contorno no está cerrado (la última posición debe repetir la primera)',
    ],
    [
      'too few positions',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-99.2, 19.39],
            [-99.1, 19.39],
            [-99.2, 19.39],
          ],
        ],
      },
      'el contorno necesita al menos 4 posiciones',
    ],
    [
      '[latitude, longitude] order',
      {
        type: 'Polygon',
        coordinates: [box(-99.2, 19.39, -99.12, 19.45).map(([lng, lat]) => [lat, lng])],
      },
      'el contorno, posición 1: la latitud debe estar entre -90 y 90',
    ],
    [
      'a longitude out of range',
      { type: 'Polygon', coordinates: [box(-199.2, 19.39, -99.12, 19.45)] },
      'el contorno, posición 1: la longitud debe estar entre -180 y 180',
    ],
    [
      'a text coordinate',
      {
        type: 'Polygon',
        coordinates: [
          [
            ['-99.2', 19.39],
            [-99.1, 19.39],
            [-99.1, 19.4],
            ['-99.2', 19.39],
          ],
        ],
      },
      'el contorno, posición 1: la longitud debe estar entre -180 y 180',
    ],
    [
      'a flat ring',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-99.2, 19.39],
            [-99.1, 19.39],
            [-99.2, 19.39],
            [-99.1, 19.39],
            [-99.2, 19.39],
          ],
        ],
      },
      'el contorno no encierra ningún área',
    ],
    [
      'a ring that crosses itself',
      {
        type: 'Polygon',
        coordinates: [
          [
            [-99.2, 19.39],
            [-99.12, 19.45],
            [-99.12, 19.39],
            [-99.2, 19.45],
            [-99.2, 19.39],
          ],
        ],
      },
      'el contorno se cruza consigo mismo (lados 1 y 3)',
    ],
    [
      'a hole crossing the outline',
      {
        type: 'Polygon',
        coordinates: [box(-99.2, 19.39, -99.12, 19.45), box(-99.13, 19.44, -99.1, 19.46)],
      },
      'el hueco 1 toca o cruza el contorno',
    ],
    [
      'a broken hole',
      { type: 'Polygon', coordinates: [box(-99.2, 19.39, -99.12, 19.45), [[-99.18, 19.4]]] },
      'el hueco 1 necesita al menos 4 posiciones',
    ],
  ])('refuses %s, naming the problem', (_, polygon, problem) => {
    expect(checkZonePolygon(polygon)).toEqual({ ok: false, problem });
  });
});

describe('findCoveringZone', () => {
  it('finds the zone containing a point given as latitude and longitude', () => {
    expect(findCoveringZone([roma], { lat: 19.4194, lng: -99.1617 })).toBe(roma);
    // The same numbers swapped are nowhere near Mexico City.
    expect(findCoveringZone([roma], { lat: -99.1617, lng: 19.4194 })).toBeNull();
  });

  it('covers points on the edge and corners of a zone', () => {
    expect(findCoveringZone([roma], { lat: 19.39, lng: -99.16 })).toBe(roma);
    expect(findCoveringZone([roma], { lat: 19.45, lng: -99.2 })).toBe(roma);
  });

  it('chooses the cheapest zone where zones overlap, in any order', () => {
    const point = { lat: 19.4194, lng: -99.1617 };
    expect(findCoveringZone([cdmx, roma], point)).toBe(roma);
    expect(findCoveringZone([roma, cdmx], point)).toBe(roma);
    // Outside the cheap zone, the wider one still delivers.
    expect(findCoveringZone([roma, cdmx], { lat: 19.33, lng: -99.1 })).toBe(cdmx);
  });

  it('breaks fee ties by the lower minimum', () => {
    const sameFee = { ...cdmx, delivery_fee_cents: roma.delivery_fee_cents };
    expect(findCoveringZone([sameFee, roma], { lat: 19.42, lng: -99.16 })).toBe(roma);
  });

  it('leaves out holes', () => {
    const donut = zone(3, box(-99.2, 19.39, -99.12, 19.45), 1000);
    donut.polygon.coordinates.push(box(-99.17, 19.41, -99.15, 19.43));
    expect(findCoveringZone([donut], { lat: 19.42, lng: -99.16 })).toBeNull();
    expect(findCoveringZone([donut], { lat: 19.44, lng: -99.19 })).toBe(donut);
  });

  it('never covers a point outside the bounding box of every zone', () => {
    const zones = [roma, cdmx];
    const outside = fc.oneof(
      fc.record({
        lat: fc.double({ min: 19.51, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
      fc.record({
        lat: fc.double({ min: -90, max: 19.29, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -99.02, max: 180, noNaN: true }),
      }),
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: -99.28, noNaN: true }),
      }),
    );
    fc.assert(fc.property(outside, (point) => findCoveringZone(zones, point) === null));
  });

  it('covers every point strictly inside a rectangle zone', () => {
    const inside = fc.record({
      lat: fc.double({ min: 19.3901, max: 19.4499, noNaN: true }),
      lng: fc.double({ min: -99.1999, max: -99.1201, noNaN: true }),
    });
    fc.assert(fc.property(inside, (point) => findCoveringZone([cdmx, roma], point) === roma));
  });
});
