import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { CornerStack, InCornerStack } from '@/components/ui/corner-stack';
import { ImportButton } from './import-button';
import { NOW, setUpImportTests } from './import-test-kit';
import { ImportProgress } from './import-progress';

const HOUR = 3_600_000;
const kit = setUpImportTests();

const session = (i: number) => ({
  id: `s${i}`,
  start: NOW - (i + 2) * 24 * HOUR,
  end: NOW - (i + 2) * 24 * HOUR + HOUR,
});
const EXPORT = {
  version: '1.0',
  goals: [{ name: 'Piano', sessions: [session(1), session(2), session(3)] }],
};

describe('an import on the goals page', () => {
  it('shows how many sessions are saved while it runs', async () => {
    useGoals.getState().start('u1');
    const user = userEvent.setup();
    render(<ImportButton />);
    await waitFor(() => expect(useGoals.getState().status).toBe('ready'));
    const file = new File([JSON.stringify(EXPORT)], 'export.json');
    await user.upload(screen.getByLabelText('Import file'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    kit.fake.goalStore.setOffline(true);
    await user.click(within(dialog).getByRole('button', { name: 'Import Goals' }));
    await user.click(await screen.findByRole('button', { name: 'No, keep theirs' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Importing… 0 of 3 sessions');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    kit.fake.goalStore.setOffline(false);
    await waitFor(() => expect(useFeedback.getState().toast?.title).toBe('Imported 1 goal'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('floats in the corner stack above the running timer, never over its buttons', () => {
    render(
      <CornerStack>
        <InCornerStack place="timer">
          <aside aria-label="Running timer" />
        </InCornerStack>
        <ImportProgress progress={{ saved: 147, total: 800 }} />
      </CornerStack>,
    );
    const stack = document.querySelector('[data-corner-stack]');
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    const timer = screen.getByRole('complementary', { name: 'Running timer' });
    expect(stack).toContainElement(bar);
    // In a landmark of its own: outside one, axe reports the page's content as unlabelled.
    expect(screen.getByRole('complementary', { name: 'Import' })).toContainElement(bar);
    const place = (element: HTMLElement) =>
      Number((element.closest('[data-corner-stack] > div') as HTMLElement).style.order);
    expect(place(bar)).toBeLessThan(place(timer));
  });

  it('tells on the next visit what an import cut short by a closed page saved', async () => {
    const goals = [{ id: 'i1', name: 'Piano', before: 0, adds: 3 }];
    localStorage.setItem(
      'masterly:import:u1',
      JSON.stringify({ tab: 'closed', startedAt: NOW, goals }),
    );
    useGoals.getState().start('u1');
    render(<ImportButton />);
    await waitFor(() =>
      expect(useFeedback.getState().alert?.message).toMatch(/did not save any of its 3 sessions/),
    );
  });
});
