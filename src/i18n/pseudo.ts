import type { Messages } from '@lingui/core';

type CompiledMessage = Exclude<Messages[string], string>;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Pseudo-text is this much longer than its English, as German or French often are. */
const LONGER = 0.3;
const FILLER = 'ļöŕéɱ îþšûɱ ';

/** Each letter accented: a text still in plain English was never translated. */
export const pseudoText = (text: string): string =>
  [...text].map((character) => ACCENTED[character] ?? character).join('');

function padding(length: number): string {
  const size = Math.ceil(length * LONGER);
  return size === 0
    ? ''
    : ` ${FILLER.repeat(Math.ceil(size / FILLER.length))
        .slice(0, size)
        .trimEnd()}`;
}

type Part = CompiledMessage[number];

/** The texts of a compiled message accented; its placeholders, plurals' '#' and keys kept. */
function pseudoParts(parts: CompiledMessage): CompiledMessage {
  return parts.map((part: Part): Part => {
    if (typeof part === 'string') return pseudoText(part);
    const [name, format, options] = part;
    if (options === undefined || typeof options !== 'object' || options === null) return part;
    // A plural's offset is a number; its branches are texts or messages.
    const branches = Object.entries(options).map(([key, branch]: [string, unknown]) => [
      key,
      typeof branch === 'string'
        ? pseudoText(branch)
        : Array.isArray(branch)
          ? pseudoParts(branch as CompiledMessage)
          : branch,
    ]);
    return [name, format, Object.fromEntries(branches)] as Part;
  });
}

const textLength = (parts: CompiledMessage): number =>
  parts.reduce<number>((sum, part) => sum + (typeof part === 'string' ? part.length : 4), 0);

/** One compiled English message as pseudo-text: accented, ~30 % longer, and in brackets that
 * show where a text was cut. */
export function pseudoMessage(message: CompiledMessage | string): CompiledMessage {
  const parts = typeof message === 'string' ? [message] : message;
  return ['⟦', ...pseudoParts(parts), `${padding(textLength(parts))}⟧`];
}

/** The pseudo-locale's catalogue, made from the compiled English one. */
export function pseudoCatalogue(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]),
  );
}
