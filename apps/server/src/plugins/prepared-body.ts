import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** The codings the server sends, best first (the compression plugin is registered with them). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Smaller bodies go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * A cached answer's bytes, prepared once for every client that asks for them: UTF-8 encoded,
 * with its strong ETag, and compressed in each coding the first time a client accepts it.
 * Sending a cached page or catalogue read then costs no encoding and no compression per
 * request (both were most of the CPU a cache hit took). Being compressed once per cache
 * lifetime instead of once per request, the codings can afford a better ratio than the
 * compression plugin's per-request settings.
 */
export class PreparedBody {
  readonly bytes: Buffer;
  /** A strong validator for exactly these bytes (before any content coding). */
  readonly etag: string;
  private readonly encoded = new Map<ContentCoding, Buffer>();

  constructor(content: string | Buffer) {
    this.bytes = typeof content === 'string' ? Buffer.from(content) : content;
    this.etag = strongEtag(this.bytes);
  }

  /** The bytes in `coding`, compressed on first use and kept. */
  encodedAs(coding: ContentCoding): Buffer {
    let bytes = this.encoded.get(coding);
    if (!bytes) {
      bytes =
        coding === 'br'
          ? zlib.brotliCompressSync(this.bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : zlib.gzipSync(this.bytes, { level: 6 });
      this.encoded.set(coding, bytes);
    }
    return bytes;
  }
}

/** `"<sha1 in base64url>"`: the same bytes always get the same tag, in every process. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A weight as RFC 9110 12.4.2 writes it: 0 to 1, at most three decimals. */
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 12.5.3): the listed coding with
 * the highest weight above zero, `br` on a tie; `*` stands for any coding not listed. Null
 * means the body goes uncompressed.
 */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const member of header.split(',')) {
    const [name = '', ...params] = member.split(';').map((part) => part.trim());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/i.test(param))?.replace(/^q\s*=\s*/i, '');
    // A weight that isn't one (`q=abc`) refuses the coding rather than granting it.
    const weight = q === undefined ? 1 : QUALITY.test(q) ? Number(q) : 0;
    weights.set(name.toLowerCase(), weight);
  }
  const wildcard = weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of CONTENT_CODINGS) {
    const weight = weights.get(coding) ?? wildcard;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
