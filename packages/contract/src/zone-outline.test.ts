import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Position,
  describeRingFault,
  ringFault,
  ringsMeet,
  segmentsMeet,
} from './zone-outline';

const square: Position[] = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
  [0, 0],
];

describe('segmentsMeet', () => {
  it('sees crossings, touches and overlaps, and nothing else', () => {
    expect(segmentsMeet([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsMeet([0, 0], [2, 0], [1, 0], [1, 1])).toBe(true);
    expect(segmentsMeet([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true);
    expect(segmentsMeet([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false);
    expect(segmentsMeet([0, 0], [1, 1], [0, 1], [1, 2])).toBe(false);
  });
});

describe('ringFault', () => {
  it('passes simple outlines, convex or not', () => {
    expect(ringFault(square)).toBeNull();
    const notch: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
      [0, 0],
    ];
    expect(ringFault(notch)).toBeNull();
    expect(
      ringFault([
        [0, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBeNull();
  });

  it('names the two sides of a bow tie', () => {
    const bowTie: Position[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
      [0, 0],
    ];
    expect(ringFault(bowTie)).toEqual({ kind: 'crossing', sides: [1, 3] });
    expect(describeRingFault('el contorno', { kind: 'crossing', sides: [1, 3] })).toBe(
      'el contorno se cruza consigo mismo (lados 1 y 3)',
    );
  });

  it('refuses a ring that touches itself or turns straight back', () => {
    const pinched: Position[] = [
      [0, 0],
      [4, 0],
      [2, 2],
      [4, 4],
      [0, 4],
      [2, 2],
      [0, 0],
    ];
    expect(ringFault(pinched)?.kind).toBe('crossing');
    const spike: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [4, 2],
      [0, 4],
      [0, 0],
    ];
    expect(ringFault(spike)).toEqual({ kind: 'crossing', sides: [2, 3] });
    // The closing side running back over the first (a flat "triangle").
    const closing: Position[] = [
      [0, 0],
      [2, 0],
      [4, 0],
      [0, 0],
    ];
    expect(ringFault(closing)).toEqual({ kind: 'crossing', sides: [1, 3] });
  });

  it('names a position repeated in a row', () => {
    const repeated: Position[] = [
      [0, 0],
      [2, 0],
      [2, 0],
      [2, 2],
      [0, 0],
    ];
    expect(ringFault(repeated)).toEqual({ kind: 'repeated', position: 2 });
    expect(describeRingFault('el hueco 1', { kind: 'repeated', position: 2 })).toBe(
      'el hueco 1 repite seguida la posición 2',
    );
  });

  it('passes every convex polygon, however many sides, in either direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 60 }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.boolean(),
        (sides, radius, clockwise) => {
          const ring: Position[] = Array.from({ length: sides }, (_, i) => {
            const angle = ((clockwise ? -1 : 1) * 2 * Math.PI * i) / sides;
            return [-99.16 + radius * Math.cos(angle), 19.42 + radius * Math.sin(angle)];
          });
          ring.push(ring[0] as Position);
          return ringFault(ring) === null;
        },
      ),
    );
  });
});

describe('ringsMeet', () => {
  it('sees a hole touching or crossing the outline, not one inside it', () => {
    const inside: Position[] = [
      [0.5, 0.5],
      [1, 0.5],
      [1, 1],
      [0.5, 0.5],
    ];
    expect(ringsMeet(square, inside)).toBe(false);
    const across: Position[] = [
      [1, 1],
      [3, 1],
      [3, 1.5],
      [1, 1],
    ];
    expect(ringsMeet(square, across)).toBe(true);
  });
});
