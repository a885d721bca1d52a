import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CornerStack } from '@/components/ui/corner-stack';
import { createGoal } from '@/domain/goal';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import { TimerNotifications } from '@/features/pwa/timer-notifications';
import { TimerWidget } from '@/features/timer/timer-widget';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';

const START = Date.UTC(2026, 2, 1, 9, 0, 0);
const initialGoals = useGoals.getState();
const initialTimer = useTimer.getState();

beforeEach(() => {
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
  useGoals.setState({ goals: [createGoal({ id: 'g1', name: 'Piano', now: new Date(START) })] });
  useTimer.setState({
    timer: { goalId: 'g1', isRunning: true, startTime: START, elapsedTime: 0 },
    now: START,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useGoals.setState(initialGoals, true);
  useTimer.setState(initialTimer, true);
});

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe('the floating cards', () => {
  it('share one corner stack, the running timer nearest the corner, none placed on its own', () => {
    render(
      <CornerStack>
        <InstallPrompt />
        <TimerWidget />
        <TimerNotifications />
      </CornerStack>,
    );
    offerInstall();
    const cards = [
      screen.getByRole('region', { name: /^Install / }),
      screen.getByRole('region', { name: 'Keep timer visible in status bar?' }),
      screen.getByRole('complementary', { name: 'Running timer' }),
    ];
    const stack = screen.getByText('Later').closest('[data-corner-stack]');
    expect(stack).not.toBeNull();
    for (const card of cards) {
      expect(card.closest('[data-corner-stack]')).toBe(stack);
      expect(card.className).not.toMatch(/\b(fixed|absolute|bottom-|left-|right-)/);
    }
    const places = cards.map((card) => Number((card.parentElement as HTMLElement).style.order));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(new Set(places).size).toBe(3);
  });
});
