import { formatMeasured } from '../journal';
import type { InsightSession } from './insight-sessions';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 TEXT: backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 folding: lines longer than 75 octets continue on the next line after CRLF and a
 * space; a UTF-8 character is never split between two lines.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** UTC date-time in the basic format: 20261121T093000Z. */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A session's UID: the same in every download, so calendars update rather than duplicate. */
export const sessionUid = (s: Pick<InsightSession, 'goalId' | 'id'>) =>
  `${s.goalId}-${s.id}@masterly`;

/** An event's title: the goal, and the part when the session is on one ('Piano: Scales'). */
const summaryOf = (s: InsightSession) => (s.part ? `${s.goalName}: ${s.part}` : s.goalName);

/** An event's description: the measured value ('84 bpm'), then the note, each on its own line. */
function descriptionOf(s: InsightSession): string {
  const value = s.value === undefined ? [] : [formatMeasured(s.value, { unit: s.unit ?? '' })];
  return [...value, ...(s.note ? [s.note] : [])].join('\n');
}

/**
 * An iCalendar file (RFC 5545) with one event per session: SUMMARY the goal name (and its part),
 * DESCRIPTION the measured value and the note, DTSTART and DTEND in UTC, a UID stable per
 * session, and the download time as DTSTAMP.
 */
export function buildIcsCalendar(
  sessions: readonly InsightSession[],
  now: Date,
  productName = 'Masterly',
): string {
  const stamp = icsUtc(now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Practice sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`${productName} practice`)}`,
  ];
  for (const s of sessions) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(sessionUid(s))}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(s.start)}`,
      `DTEND:${icsUtc(Math.max(s.end, s.start))}`,
      `SUMMARY:${escapeIcsText(summaryOf(s))}`,
    );
    const description = descriptionOf(s);
    if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
