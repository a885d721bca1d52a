import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildIcsCalendar, escapeIcsText, foldIcsLine, icsUtc, sessionUid } from './ics-calendar';
import type { InsightSession } from './insight-sessions';

const golden = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'golden', name), 'utf8');

const sessions: InsightSession[] = [
  {
    id: 's1',
    goalId: 'g1',
    goalName: 'Piano',
    start: Date.UTC(2026, 10, 21, 9, 0, 0),
    end: Date.UTC(2026, 10, 21, 10, 0, 0),
  },
  {
    id: 's2',
    goalId: 'g2',
    goalName: 'Spanish; verbs, nouns \\ and more\nevery day',
    start: Date.UTC(2026, 11, 31, 23, 30, 15),
    end: Date.UTC(2027, 0, 1, 0, 45, 0),
    note: 'Flashcards, then a song',
  },
  {
    id: 's3',
    goalId: 'g3',
    goalName: 'Übung macht den Meister — Klavier, Geige und Gesang für die Aufnahmeprüfung 2027',
    start: Date.UTC(2026, 2, 8, 6, 0, 0),
    end: Date.UTC(2026, 2, 8, 7, 30, 0),
  },
];
const now = new Date(Date.UTC(2026, 10, 23, 16, 5, 9));

describe('buildIcsCalendar', () => {
  it('matches the golden file byte for byte (CRLF, folding, escaping, UTC)', () => {
    expect(buildIcsCalendar(sessions, now)).toBe(golden('calendar.ics'));
  });

  it('keeps every line within 75 octets and ends every line with CRLF', () => {
    const text = buildIcsCalendar(sessions, now);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('has one event per session with a UID that stays the same in every download', () => {
    const first = buildIcsCalendar(sessions, now);
    const later = buildIcsCalendar(sessions, new Date(now.getTime() + 86_400_000));
    const uids = (text: string) => text.match(/^UID:.*$/gm);
    expect(uids(first)).toHaveLength(3);
    expect(uids(later)).toEqual(uids(first));
    expect(first).toContain('UID:g1-s1@masterly\r\n');
    expect(sessionUid(sessions[0] as InsightSession)).toBe('g1-s1@masterly');
  });

  it('names the part in the title and puts the measured value before the note', () => {
    const onPart: InsightSession = {
      id: 's4',
      goalId: 'g1',
      goalName: 'Piano',
      start: Date.UTC(2026, 10, 22, 9, 0, 0),
      end: Date.UTC(2026, 10, 22, 9, 30, 0),
      part: 'Scales',
      value: 84,
      unit: 'bpm',
      note: 'Even, then faster',
    };
    const text = buildIcsCalendar(
      [onPart, { ...onPart, id: 's5', unit: undefined, note: undefined }],
      now,
    );
    expect(text).toContain('SUMMARY:Piano: Scales\r\nDESCRIPTION:84 bpm\\nEven\\, then faster\r\n');
    expect(text).toContain('SUMMARY:Piano: Scales\r\nDESCRIPTION:84\r\nEND:VEVENT');
    expect(buildIcsCalendar(sessions, now)).not.toContain('DESCRIPTION:\r\n');
  });

  it('is a valid empty calendar without sessions', () => {
    expect(buildIcsCalendar([], now)).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Masterly//Practice sessions//EN\r\n' +
        'CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Masterly practice\r\nEND:VCALENDAR\r\n',
    );
  });
});

describe('ics helpers', () => {
  it('escapes TEXT', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('short')).toBe('short');
  });

  it('writes UTC basic date-times', () => {
    expect(icsUtc(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe('20260102T030405Z');
  });
});
