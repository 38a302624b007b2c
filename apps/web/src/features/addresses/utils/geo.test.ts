import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  geoJsonToLeaflet,
  leafletToGeoJson,
  normalizePoint,
  polygonToLeaflet,
  samePoint,
} from './geo';

describe('GeoJSON ↔ Leaflet', () => {
  it('swaps GeoJSON [lng, lat] into Leaflet [lat, lng] and back', () => {
    // The demo store in Roma Sur: longitude first in GeoJSON.
    expect(geoJsonToLeaflet([-99.1617, 19.4194])).toEqual([19.4194, -99.1617]);
    expect(leafletToGeoJson([19.4194, -99.1617])).toEqual([-99.1617, 19.4194]);
  });

  it('round-trips any position', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        (lng, lat) => {
          expect(leafletToGeoJson(geoJsonToLeaflet([lng, lat]))).toEqual([lng, lat]);
        },
      ),
    );
  });

  it("draws a zone's rings in Leaflet order, without GeoJSON's repeated closing point", () => {
    const rings = polygonToLeaflet({
      type: 'Polygon',
      coordinates: [
        [
          [-99.2, 19.39],
          [-99.13, 19.39],
          [-99.13, 19.45],
          [-99.2, 19.45],
          [-99.2, 19.39],
        ],
        // A hole keeps its own ring.
        [
          [-99.17, 19.41],
          [-99.16, 19.41],
          [-99.16, 19.42],
          [-99.17, 19.41],
        ],
      ],
    });
    expect(rings).toEqual([
      [
        [19.39, -99.2],
        [19.39, -99.13],
        [19.45, -99.13],
        [19.45, -99.2],
      ],
      [
        [19.41, -99.17],
        [19.41, -99.16],
        [19.42, -99.16],
      ],
    ]);
    // Every latitude of the result is a Mexican latitude: nothing was left swapped.
    expect(rings.flat().every(([lat]) => lat > 14 && lat < 33)).toBe(true);
  });

  it('keeps an open ring as it is', () => {
    expect(
      polygonToLeaflet({
        type: 'Polygon',
        coordinates: [
          [
            [1, 2],
            [3, 4],
            [5, 6],
          ],
        ],
      }),
    ).toEqual([
      [
        [2, 1],
        [4, 3],
        [6, 5],
      ],
    ]);
  });
});

describe('points', () => {
  it('wraps longitudes of a map panned round the world and rounds to six decimals', () => {
    expect(normalizePoint({ lat: 19.41940012, lng: -99.16170049 })).toEqual({
      lat: 19.4194,
      lng: -99.1617,
    });
    expect(normalizePoint({ lat: 19.4194, lng: 260.8383 })).toEqual({
      lat: 19.4194,
      lng: -99.1617,
    });
    expect(normalizePoint({ lat: 95, lng: 180 })).toEqual({ lat: 90, lng: 180 });
  });

  it('compares points at the precision a pin has', () => {
    expect(samePoint({ lat: 19.4194, lng: -99.1617 }, { lat: 19.41940001, lng: -99.1617 })).toBe(
      true,
    );
    expect(samePoint({ lat: 19.4194, lng: -99.1617 }, { lat: 19.4195, lng: -99.1617 })).toBe(false);
    expect(samePoint(null, null)).toBe(true);
    expect(samePoint(null, { lat: 0, lng: 0 })).toBe(false);
  });
});
