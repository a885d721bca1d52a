import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '@/domain/goal';
import { setUpGoalStoreTests, submit, submittedOps } from '../goal-card/goal-card.test-utils';
import { logRows, renderSessionLog, twoViolinSessions } from './session-log.test-kit';

const base = twoViolinSessions();
const violin: Goal = {
  ...base,
  settings: { ...base.settings, measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true } },
  sessions: base.sessions.map((s, i) =>
    i === 0 ? { ...s, note: 'Études: slow and clean', value: 92 } : s,
  ),
};

setUpGoalStoreTests();

const renderLog = (goal: Goal = violin) => renderSessionLog(goal);
const rows = logRows;

describe('the session log journal', () => {
  it('shows a session note and its value with the unit', () => {
    renderLog();
    const [, older] = rows();
    expect(older).toHaveTextContent('Note: Études: slow and clean');
    expect(older).toHaveTextContent('Tempo: 92 bpm');
  });

  it('edits only the note and value (never the times) and writes only what changed', async () => {
    const user = renderLog();
    const newest = rows()[0]!;
    await user.click(within(newest).getByRole('button', { name: /^Edit session/ }));
    await user.type(screen.getByLabelText('Note'), 'Scales in thirds');
    await user.type(screen.getByLabelText('Tempo (bpm)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(submittedOps()).toEqual([
      {
        type: 'journalSession',
        goalId: 'g1',
        sessionId: 'g1-s2',
        fields: { note: 'Scales in thirds', value: 100 },
      },
    ]);
  });

  it('keeps what was typed and explains a value that is not a number', async () => {
    const user = renderLog();
    await user.click(within(rows()[0]!).getByRole('button', { name: /^Edit session/ }));
    await user.type(screen.getByLabelText('Note'), 'Good');
    await user.type(screen.getByLabelText('Tempo (bpm)'), 'fast');
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The value must be a number');
    expect(screen.getByLabelText('Note')).toHaveValue('Good');
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a note over 500 characters, keeping it to shorten', async () => {
    const user = renderLog();
    await user.click(within(rows()[0]!).getByRole('button', { name: /^Edit session/ }));
    const note = screen.getByLabelText('Note');
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('1 characters over the 500 a note can hold')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 500 characters');
    expect(note).toHaveValue('x'.repeat(501));
    expect(submit).not.toHaveBeenCalled();
  });

  it('removes a note and a value when emptied', async () => {
    const user = renderLog();
    await user.click(within(rows()[1]!).getByRole('button', { name: /^Edit session/ }));
    await user.clear(screen.getByLabelText('Note'));
    await user.clear(screen.getByLabelText('Tempo (bpm)'));
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(submittedOps()).toEqual([
      {
        type: 'journalSession',
        goalId: 'g1',
        sessionId: 'g1-s1',
        fields: { note: '', value: null },
      },
    ]);
  });

  it('finds sessions by their notes', async () => {
    const user = renderLog();
    const search = screen.getByRole('searchbox', { name: 'Search session notes' });
    await user.type(search, 'etudes');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('1 session with a matching note')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'arpeggios');
    expect(screen.getByText('No session notes match “arpeggios”.')).toBeInTheDocument();
    await user.clear(search);
    expect(rows()).toHaveLength(2);
  });

  it('asks only for a note when the goal measures nothing', async () => {
    const user = renderLog(base);
    await user.click(within(rows()[0]!).getByRole('button', { name: /^Edit session/ }));
    expect(screen.getByLabelText('Note')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tempo/)).toBeNull();
  });
});
