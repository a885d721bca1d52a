/** FNV-1a over UTF-16 code units, 32 bits, from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/**
 * A session id derived from the source row (source, project, start, end...): the same row
 * imported again gets the same id, so it is recognised and skipped instead of duplicated.
 * 64 bits from two seeds keep accidental collisions out of reach for any one account.
 */
export function stableSessionId(prefix: string, ...parts: readonly (string | number)[]): string {
  const key = [prefix, ...parts].join('\u001f');
  return `${prefix}-${hex(fnv1a(key, 0x811c9dc5))}${hex(fnv1a(key, 0x2f6b3a91))}`;
}
