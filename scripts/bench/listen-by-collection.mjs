// Where the KB of Firestore's listen channel go: the page's received response text, split at each
// document's name and counted to its collection ('goals/sessions' for a subcollection). Bytes
// before a response's first document (target changes, framing) count to the document before
// them, so the split is close rather than exact; the bench's KB total stays the measure.

const DOCUMENT_NAME = /"name": ?"projects\/[^/]+\/databases\/\(default\)\/documents\/([^"]+)"/g;

/** 'goals/g1/sessions/s1' → 'goals/sessions'. @param {string} path */
const collectionOf = (path) =>
  path
    .split('/')
    .filter((_, i) => i % 2 === 0)
    .join('/');

/** Follows the page's listen channel on a CDP session the caller enables Network on.
 * @param {import('playwright-core').CDPSession} cdp */
export function listenByCollection(cdp) {
  /** @type {Map<string, number>} */
  const bytes = new Map();
  /** @type {Map<string, string>} The collection each response's last text was in. */
  const current = new Map();
  /** @type {Set<string>} */
  const listening = new Set();

  /** @param {string} id @param {string | undefined} base64 */
  const count = (id, base64) => {
    if (!base64) return;
    const text = Buffer.from(base64, 'base64').toString();
    let [from, collection] = [0, current.get(id) ?? 'other'];
    const add = (/** @type {number} */ to) =>
      bytes.set(collection, (bytes.get(collection) ?? 0) + to - from);
    for (const match of text.matchAll(DOCUMENT_NAME)) {
      add(match.index);
      [from, collection] = [match.index, collectionOf(match[1] ?? '')];
    }
    add(text.length);
    current.set(id, collection);
  };

  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.url.includes('/Listen/channel')) return;
    listening.add(e.requestId);
    // Streamed from here on, so that each chunk's text arrives with its dataReceived event.
    cdp
      .send('Network.streamResourceContent', { requestId: e.requestId })
      .then(({ bufferedData }) => count(e.requestId, bufferedData))
      .catch(() => {});
  });
  cdp.on('Network.dataReceived', (e) => listening.has(e.requestId) && count(e.requestId, e.data));
  return {
    reset: () => bytes.clear(),
    /** @returns {string} e.g. 'goalTallies 15.6, goals 6.2' (KB, largest first). */
    summary: () =>
      [...bytes]
        .sort((a, b) => b[1] - a[1])
        .map(([name, n]) => `${name} ${(n / 1024).toFixed(1)}`)
        .join(', '),
  };
}
