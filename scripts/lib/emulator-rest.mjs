// The emulators over their REST APIs, for the benchmarks and the soak: accounts made through the
// Auth emulator, and queries run as the Firestore emulator's owner (the rules bypassed).

/** The REST address of the documents of the project's database on a Firestore emulator. */
export const documentsUrl = (/** @type {string} */ firestoreHost) =>
  `http://${firestoreHost}/v1/projects/demo-masterly/databases/(default)/documents`;

/**
 * Makes an account on the Auth emulator.
 * @param {string} authHost host:port
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>} The new account's uid.
 */
export async function signUp(authHost, email, password) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()).localId;
}

/**
 * Runs a structured query on the Firestore emulator as its owner.
 * @template [Row={ document?: { name: string, updateTime: string, fields?: Record<string, any> } }]
 * @param {string} firestoreHost host:port
 * @param {object} structuredQuery
 * @returns {Promise<Row[]>} The REST rows; a row without `document` holds none.
 */
export async function runQuery(firestoreHost, structuredQuery) {
  const response = await fetch(`${documentsUrl(firestoreHost)}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) throw new Error(`The query failed: ${await response.text()}`);
  return response.json();
}
