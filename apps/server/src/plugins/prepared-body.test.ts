import { describe, expect, it } from 'vitest';
import { PreparedBody, preferredCoding, strongEtag } from './prepared-body';

describe('strongEtag', () => {
  it('names the bytes, whether given as text or as a buffer', () => {
    const etag = strongEtag('queso añejo');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag(Buffer.from('queso añejo'))).toBe(etag);
    expect(strongEtag('queso añejo ')).not.toBe(etag);
  });
});

describe('PreparedBody', () => {
  it('holds the UTF-8 bytes and their tag, and compresses each coding once', () => {
    const body = new PreparedBody('piña '.repeat(500));
    expect(body.bytes.toString()).toBe('piña '.repeat(500));
    expect(body.etag).toBe(strongEtag('piña '.repeat(500)));
    const br = body.encodedAs('br');
    expect(br.length).toBeLessThan(body.bytes.length / 10);
    expect(body.encodedAs('br')).toBe(br);
    expect(body.encodedAs('gzip')).not.toBe(br);
  });
});

describe('preferredCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.8, gzip', 'gzip'],
    ['br ; q=0.8 , gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=nonsense, br;q=0', null],
    [';q=1, ,', null],
  ] as const)('Accept-Encoding %j → %j', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});
