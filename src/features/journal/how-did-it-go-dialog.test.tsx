import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal, type Goal } from '@/domain/goal';
import { recomputeGoal } from '@/domain/goal-progress';
import { recordOf, storedSessionsOf } from '@/domain/goal-record';
import { sessionsByGoal, type SyncState } from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import { stopChanges } from '@/domain/sync/timer-changes';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { useJournalPrompt } from '@/stores/journal/journal-prompt.store';
import { TAB_ID } from '@/stores/sync/tab-presence';
import { HowDidItGoHost } from './how-did-it-go-dialog';

const NOW = new Date(2026, 2, 18, 15, 30);
const start = NOW.getTime() - 40 * 60_000;
const sessionId = 'run-1';
const created = createGoal({ id: 'g1', name: 'Violin', now: new Date(2026, 0, 5) });
const violin: Goal = recomputeGoal(
  {
    ...created,
    settings: {
      ...created.settings,
      measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true },
    },
    sessions: [{ id: sessionId, start, end: NOW.getTime(), source: 'timer' }],
  },
  NOW,
);

const submit = vi.fn<(...changes: Change[]) => void>();
const submittedOps = () => submit.mock.calls.flat().flatMap((change) => change.ops);

/** The goals store holding this goal as the server does, with a recorded submit. */
function seedGoals(goals: Goal[]) {
  const state: SyncState = {
    records: new Map(goals.map((g) => [g.id, recordOf(g)])),
    sessions: sessionsByGoal(goals.flatMap(storedSessionsOf)),
    timer: null,
  };
  useGoals.setState({ goals, uid: 'u1', status: 'ready', outbox: [], submit, view: () => state });
}

const initialGoals = useGoals.getState();
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
  submit.mockReset();
});
afterEach(() => {
  useGoals.setState(initialGoals, true);
  useJournalPrompt.setState({ asking: null });
});

/** A Stop pressed in this tab, as its outbox entries appear. */
function stopInThisTab(tab = TAB_ID, at = NOW.getTime()) {
  const plan = stopChanges({ goalId: 'g1', startTime: start, isRunning: true }, at, () => 'Violin');
  if (plan.kind !== 'ok') throw new Error('expected a stop');
  const outbox: OutboxEntry[] = plan.changes.map((change, i) => ({
    id: `e${i}-${tab}`,
    uid: 'u1',
    tab,
    at,
    label: change.label,
    ops: change.ops,
  }));
  act(() => useGoals.setState({ outbox }));
}

/** The offer after a Stop, then its form opened with "Add a note". */
async function renderAsked() {
  seedGoals([violin]);
  render(<HowDidItGoHost />);
  act(() => useJournalPrompt.setState({ asking: { goalId: 'g1', sessionId } }));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add a note' }));
  return user;
}

describe('How did it go?', () => {
  it('is asked after a Stop in this tab, not after one in another tab', () => {
    seedGoals([violin]);
    useJournalPrompt.setState({ asking: null });
    stopInThisTab('another-tab');
    expect(useJournalPrompt.getState().asking).toBeNull();
    stopInThisTab();
    expect(useJournalPrompt.getState().asking?.goalId).toBe('g1');
  });

  it('saves a note and the measured value for the session just logged', async () => {
    const user = await renderAsked();
    expect(screen.getByRole('dialog', { name: 'How did it go?' })).toHaveTextContent(
      'Your practice of “Violin” (0.7 h) is saved.',
    );
    await user.type(screen.getByLabelText('Note'), 'Coda at tempo');
    await user.type(screen.getByLabelText('Tempo (bpm)'), '96');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(submittedOps()).toEqual([
      {
        type: 'journalSession',
        goalId: 'g1',
        sessionId,
        fields: { note: 'Coda at tempo', value: 96 },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a "Next time" line with the note, for the next start', async () => {
    const user = await renderAsked();
    await user.type(screen.getByLabelText('Note'), 'Bar 12 rushed');
    const nextTime = screen.getByRole('textbox', { name: 'Next time' });
    expect(nextTime).toHaveAccessibleDescription('200 characters left');
    await user.type(nextTime, '  Start at 80 ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(submittedOps()).toEqual([
      {
        type: 'journalSession',
        goalId: 'g1',
        sessionId,
        fields: { note: 'Bar 12 rushed', nextTime: 'Start at 80' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says clearly when the "Next time" line is too long, and saves nothing', async () => {
    const user = await renderAsked();
    const nextTime = screen.getByRole('textbox', { name: 'Next time' });
    await user.click(nextTime);
    await user.paste('x'.repeat(203));
    expect(nextTime).toHaveAttribute('aria-invalid', 'true');
    expect(nextTime).toHaveAccessibleDescription(
      '3 characters over the 200 a next-time line can hold',
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The next-time line can be at most 200 characters.',
    );
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'How did it go?' })).toBeInTheDocument();
  });

  it('offers the form in a card that leaves the page usable, and skips it', async () => {
    seedGoals([violin]);
    render(<HowDidItGoHost />);
    act(() => useJournalPrompt.setState({ asking: { goalId: 'g1', sessionId } }));
    const offer = screen.getByRole('region', { name: 'How did it go?' });
    expect(offer).toHaveTextContent('Your practice of “Violin” (0.7 h) is saved.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'How did it go?' })).toBeNull();
    expect(useJournalPrompt.getState().asking).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('writes nothing when skipped or dismissed with Escape', async () => {
    const user = await renderAsked();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useJournalPrompt.setState({ asking: { goalId: 'g1', sessionId: 'other' } }));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps what was typed and explains a value that is not a number', async () => {
    const user = await renderAsked();
    await user.type(screen.getByLabelText('Note'), 'Hard day');
    await user.type(screen.getByLabelText('Tempo (bpm)'), '9O');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The value must be a number');
    expect(screen.getByLabelText('Note')).toHaveValue('Hard day');
    expect(submit).not.toHaveBeenCalled();
  });

  it('comes into view when Stop was pressed further down the page', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      seedGoals([violin]);
      render(<HowDidItGoHost />);
      act(() => useJournalPrompt.setState({ asking: { goalId: 'g1', sessionId } }));
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scrolled.mock.contexts[0]).toBe(
        screen.getByRole('region', { name: 'How did it go?' }),
      );
    } finally {
      // jsdom has no scrolling of its own.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('leaves the page working when it goes, though scrolling answered with a promise', () => {
    // Chromium's scrollIntoView returns a promise; an effect returning it handed React a
    // cleanup that was not a function, and the page stopped working when the card went.
    Element.prototype.scrollIntoView = vi.fn(() => Promise.resolve()) as never;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      seedGoals([violin]);
      render(<HowDidItGoHost />);
      act(() => useJournalPrompt.setState({ asking: { goalId: 'g1', sessionId } }));
      expect(screen.getByRole('region', { name: 'How did it go?' })).toBeInTheDocument();
      act(() => useJournalPrompt.setState({ asking: null }));
      expect(screen.queryByRole('region', { name: 'How did it go?' })).toBeNull();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('asks before Escape throws away a typed note, and keeps it on Cancel', async () => {
    const user = await renderAsked();
    await user.type(screen.getByLabelText('Note'), 'Coda at tempo');
    await user.keyboard('{Escape}');
    const ask = screen.getByRole('alertdialog', { name: 'Discard the note?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Note')).toHaveValue('Coda at tempo');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useJournalPrompt.getState().asking).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});
