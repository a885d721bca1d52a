import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encodePlan, type PracticePlan } from '@/domain/practice-plan';
import { goalPracticeView } from '@/domain/practice-view';
import type { RestRange } from '@/domain/rest-ranges';
import { CalendarMonth } from './calendar-month';

// Wed, Mar 18, 2026, afternoon.
const TODAY = new Date(2026, 2, 18, 15, 30);
const DAYS = ['2026-02-27', '2026-03-04', '2026-03-18', '2026-04-02'];
const EVERY_DAY: PracticePlan = { kind: 'every-day' };
const MON_FRI: PracticePlan = { kind: 'weekdays', days: '12345' };
const NO_REST = [] as const;

/** The days of a goal with these practice days, plan, rest and start, as the card reads them. */
function daysOf(
  practiceDays: string[],
  plan: PracticePlan,
  rest: readonly RestRange[],
  startDay = '2000-01-01',
) {
  const settings = { frequency: 'weekly', plan: encodePlan(plan) } as const;
  const goal = { practiceDays, settings, restRanges: [...rest], startDate: `${startDay}T00:00:00` };
  return goalPracticeView(goal as Parameters<typeof goalPracticeView>[0], [], TODAY).stateOf;
}

/** The day's circle, found by its accessible name. */
const dot = (name: string) => screen.getByRole('img', { name });

describe('CalendarMonth', () => {
  it('shows the month of today, weekdays from Sunday', () => {
    render(<CalendarMonth today={TODAY} stateOf={daysOf(DAYS, EVERY_DAY, NO_REST)} />);
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.getAttribute('abbr'));
    expect(headers).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('colours practiced days green, missed planned days red, and marks today in bold', () => {
    render(<CalendarMonth today={TODAY} stateOf={daysOf(DAYS, EVERY_DAY, NO_REST)} />);
    expect(dot('Wed, Mar 4, 2026, practiced')).toHaveClass('bg-emerald-700', 'text-white');
    expect(dot('Tue, Mar 3, 2026, missed')).toHaveClass('bg-red-100', 'text-red-700');
    const today = dot('Wed, Mar 18, 2026, today, practiced');
    expect(today).toHaveClass('font-bold', 'ring-2', 'bg-emerald-700');
    expect(dot('Thu, Mar 19, 2026, planned')).not.toHaveClass('bg-red-100');
  });

  it('today without practice is bold but not red (the day is not over)', () => {
    render(<CalendarMonth today={TODAY} stateOf={daysOf([], EVERY_DAY, NO_REST)} />);
    const today = dot('Wed, Mar 18, 2026, today, planned');
    expect(today).toHaveClass('font-bold');
    expect(today).not.toHaveClass('bg-red-100');
  });

  it('leaves unplanned weekends and rest days out of red, rest striped', () => {
    const rest = [{ from: '2026-03-09', to: '2026-03-13' }];
    render(<CalendarMonth today={TODAY} stateOf={daysOf([], MON_FRI, rest)} />);
    expect(dot('Sat, Mar 7, 2026, not planned')).not.toHaveClass('bg-red-100');
    expect(dot('Tue, Mar 10, 2026, rest day')).toHaveClass('rest-day', 'border-dashed');
    expect(dot('Mon, Mar 16, 2026, missed')).toHaveClass('bg-red-100');
    expect(screen.queryAllByRole('img', { name: /missed/ })).toHaveLength(
      // 2–6 and 16–17 March: the planned past days outside the break.
      7,
    );
  });

  it('days before the start are not planned', () => {
    render(<CalendarMonth today={TODAY} stateOf={daysOf([], EVERY_DAY, NO_REST, '2026-03-10')} />);
    expect(dot('Mon, Mar 9, 2026, not planned')).toBeInTheDocument();
    expect(dot('Tue, Mar 10, 2026, missed')).toBeInTheDocument();
  });

  it('opens a day’s menu by click and by long-press when it has one', async () => {
    const user = userEvent.setup();
    const onDayMenu = vi.fn();
    render(
      <CalendarMonth
        today={TODAY}
        stateOf={daysOf([], EVERY_DAY, NO_REST)}
        onDayMenu={onDayMenu}
      />,
    );
    const day = screen.getByRole('button', { name: 'Fri, Mar 13, 2026, missed' });
    await user.click(day);
    expect(onDayMenu).toHaveBeenLastCalledWith({
      key: '2026-03-13',
      name: 'Fri, Mar 13, 2026',
      state: 'missed',
    });
    await user.pointer({ keys: '[MouseRight]', target: day });
    expect(onDayMenu).toHaveBeenCalledTimes(2);
  });

  it('moves between months with the arrows', async () => {
    const user = userEvent.setup();
    render(<CalendarMonth today={TODAY} stateOf={daysOf(DAYS, EVERY_DAY, NO_REST)} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2026')).toBeInTheDocument();
    expect(dot('Thu, Apr 2, 2026, practiced')).toHaveClass('bg-emerald-700');
    expect(dot('Wed, Apr 1, 2026, planned')).not.toHaveClass('bg-red-100');
    // The padding days of March (29–31) are shown faintly but not coloured or named.
    expect(screen.getAllByText('31')[0]?.closest('td')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img', { name: /March/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('February 2026')).toBeInTheDocument();
    expect(dot('Fri, Feb 27, 2026, practiced')).toHaveClass('bg-emerald-700');
    expect(dot('Sat, Feb 28, 2026, missed')).toHaveClass('bg-red-100');
  });

  describe('as a grid with day menus', () => {
    const renderGrid = () =>
      render(
        <>
          <button type="button">Before</button>
          <CalendarMonth
            today={TODAY}
            stateOf={daysOf([], EVERY_DAY, NO_REST)}
            onDayMenu={vi.fn()}
          />
          <button type="button">After</button>
        </>,
      );
    const day = (name: RegExp) => screen.getByRole('button', { name });

    it('is one tab stop, on today', async () => {
      const user = userEvent.setup();
      renderGrid();
      expect(screen.getByRole('grid', { name: 'Practice days in March 2026' })).toBeInTheDocument();
      screen.getByRole('button', { name: 'Next month' }).focus();
      await user.tab();
      expect(day(/^Wed, Mar 18, 2026/)).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
      const stops = screen.getByRole('grid').querySelectorAll('button:not([tabindex="-1"])');
      expect(stops).toHaveLength(1);
    });

    it('moves by a day and a week with the arrows, to the week’s ends with Home and End', async () => {
      const user = userEvent.setup();
      renderGrid();
      day(/^Wed, Mar 18, 2026/).focus();
      await user.keyboard('{ArrowRight}');
      expect(day(/^Thu, Mar 19, 2026/)).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(day(/^Thu, Mar 26, 2026/)).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
      expect(day(/^Wed, Mar 11, 2026/)).toHaveFocus();
      await user.keyboard('{Home}');
      expect(day(/^Sun, Mar 8, 2026/)).toHaveFocus();
      await user.keyboard('{End}');
      expect(day(/^Sat, Mar 14, 2026/)).toHaveFocus();
      expect(day(/^Sat, Mar 14, 2026/)).toHaveAttribute('tabindex', '0');
      expect(day(/^Wed, Mar 18, 2026/)).toHaveAttribute('tabindex', '-1');
    });

    it('crosses into the next or previous month with the arrows and PageUp/PageDown', async () => {
      const user = userEvent.setup();
      renderGrid();
      day(/^Wed, Mar 18, 2026/).focus();
      await user.keyboard('{PageDown}');
      expect(screen.getByText('April 2026')).toBeInTheDocument();
      expect(day(/^Sat, Apr 18, 2026/)).toHaveFocus();
      await user.keyboard('{PageUp}{PageUp}');
      expect(screen.getByText('February 2026')).toBeInTheDocument();
      expect(day(/^Wed, Feb 18, 2026/)).toHaveFocus();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.getByText('March 2026')).toBeInTheDocument();
      expect(day(/^Wed, Mar 4, 2026/)).toHaveFocus();
    });

    it('keeps the tab stop in the month the arrow buttons show', async () => {
      const user = userEvent.setup();
      renderGrid();
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(day(/^Wed, Apr 1, 2026/)).toHaveAttribute('tabindex', '0');
      // The buttons never take the focus into the grid by themselves.
      expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    });
  });
});
