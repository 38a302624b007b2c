/**
 * Whether a zone's outline is a simple ring: no side crosses or touches another, and no hole
 * crosses the outline. A ring that crosses itself (a "bow tie") has no agreed inside: the
 * point-in-polygon test would deliver to one lobe and not the other depending on the rule it
 * follows, so the server refuses it and the console's map warns while the zone is drawn
 * (decision 043). Pure arithmetic on [longitude, latitude] pairs, shared by both.
 */

/** A GeoJSON position: [longitude, latitude]. */
export type Position = readonly [number, number];

/**
 * What is wrong with a ring: a position given twice in a row, or two sides that meet; numbers
 * are 1-based (side k joins positions k and k + 1).
 */
export type RingFault =
  { kind: 'repeated'; position: number } | { kind: 'crossing'; sides: [number, number] };

/** Most positions a ring may have: a drawn zone has tens, and every pair of sides is compared. */
export const MAX_RING_POSITIONS = 500;

function orientation(p: Position, q: Position, r: Position): number {
  const value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/** Whether r, known to be on the line p–q, lies between p and q (ends included). */
function within(p: Position, q: Position, r: Position): boolean {
  return (
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1])
  );
}

/** Whether the closed segments a–b and c–d share any point. */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && within(a, b, c)) ||
    (o2 === 0 && within(a, b, d)) ||
    (o3 === 0 && within(c, d, a)) ||
    (o4 === 0 && within(c, d, b))
  );
}

/**
 * Two sides that share their corner `b` (a–b then b–c) overlap beyond it when the ring turns
 * straight back along itself.
 */
function foldsBack(a: Position, b: Position, c: Position): boolean {
  return orientation(a, b, c) === 0 && (within(a, b, c) || within(b, c, a));
}

const same = (p: Position, q: Position) => p[0] === q[0] && p[1] === q[1];

/**
 * The first fault of a closed ring (its last position repeats its first), or null when it is a
 * simple polygon outline. Positions are assumed in range and the ring closed: those checks come
 * first, with their own messages.
 */
export function ringFault(ring: readonly Position[]): RingFault | null {
  const corners = ring.slice(0, -1);
  const count = corners.length;
  const corner = (index: number) => corners[index % count] as Position;
  for (let index = 0; index < count; index += 1) {
    if (same(corner(index), corner(index + 1))) return { kind: 'repeated', position: index + 1 };
  }
  for (let first = 0; first < count; first += 1) {
    for (let second = first + 1; second < count; second += 1) {
      const a = corner(first);
      const b = corner(first + 1);
      const c = corner(second);
      const d = corner(second + 1);
      const crossing: [number, number] = [first + 1, second + 1];
      if (second === first + 1) {
        if (foldsBack(a, b, d)) return { kind: 'crossing', sides: crossing };
      } else if (first === 0 && second === count - 1) {
        // The closing side ends where the first begins.
        if (foldsBack(c, a, b)) return { kind: 'crossing', sides: crossing };
      } else if (segmentsMeet(a, b, c, d)) {
        return { kind: 'crossing', sides: crossing };
      }
    }
  }
  return null;
}

/** Whether two closed rings' sides meet anywhere (a hole crossing or touching the outline). */
export function ringsMeet(one: readonly Position[], other: readonly Position[]): boolean {
  for (let i = 0; i + 1 < one.length; i += 1) {
    for (let j = 0; j + 1 < other.length; j += 1) {
      const a = one[i] as Position;
      const b = one[i + 1] as Position;
      const c = other[j] as Position;
      const d = other[j + 1] as Position;
      if (segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

/** A ring's fault in words, after the ring's name ("el contorno", "el hueco 1"). */
export function describeRingFault(name: string, fault: RingFault): string {
  return fault.kind === 'repeated'
    ? `${name} repite seguida la posición ${fault.position}`
    : `${name} se cruza consigo mismo (lados ${fault.sides[0]} y ${fault.sides[1]})`;
}
