import { describe, expect, it } from 'vitest';
import {
  corner,
  cornersOf,
  outlineProblem,
  polygonOf,
  sideMiddle,
  withCornerAfter,
  withCornerAt,
} from './zone-outline';

const square = [corner(19.4, -99.2), corner(19.4, -99.1), corner(19.5, -99.1), corner(19.5, -99.2)];

describe('a zone outline being drawn', () => {
  it('becomes a closed GeoJSON ring of [longitude, latitude], and back', () => {
    const polygon = polygonOf(square);
    expect(polygon.coordinates[0]).toEqual([
      [-99.2, 19.4],
      [-99.1, 19.4],
      [-99.1, 19.5],
      [-99.2, 19.5],
      [-99.2, 19.4],
    ]);
    expect(cornersOf(polygon)).toEqual(square);
    expect(cornersOf(null)).toEqual([]);
  });

  it('needs three corners, and sides that do not cross', () => {
    expect(outlineProblem(square.slice(0, 2))).toEqual({ kind: 'few' });
    expect(outlineProblem(square)).toBeNull();
    const bowTie = withCornerAt(square, 1, corner(19.5, -99.1));
    const crossed = withCornerAt(bowTie, 2, corner(19.4, -99.1));
    expect(outlineProblem(crossed)).toEqual({ kind: 'crossing', sides: [1, 3] });
  });

  it('splits a side at its middle, the closing side included', () => {
    const middle = sideMiddle(square, 3);
    expect(middle).toEqual(corner(19.45, -99.2));
    expect(withCornerAfter(square, 3, middle)).toEqual([...square, middle]);
    expect(withCornerAfter(square, 0, sideMiddle(square, 0))[1]).toEqual(corner(19.4, -99.15));
  });
});
