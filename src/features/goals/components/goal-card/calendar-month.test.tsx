import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarMonth } from './calendar-month';

// Wednesday 18 March 2026, afternoon.
const TODAY = new Date(2026, 2, 18, 15, 30);
const DAYS = ['2026-02-27', '2026-03-04', '2026-03-18', '2026-04-02'];

/** The coloured circle inside a day's cell, found by the cell's accessible name. */
const dot = (name: string) => screen.getByRole('cell', { name }).firstElementChild;

describe('CalendarMonth', () => {
  it('shows the month of today, weekdays from Sunday', () => {
    render(<CalendarMonth practiceDays={DAYS} today={TODAY} />);
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

  it('colours practiced days green, missed past days red, and marks today in bold', () => {
    render(<CalendarMonth practiceDays={DAYS} today={TODAY} />);
    expect(dot('March 4, 2026: practiced')).toHaveClass('bg-emerald-700', 'text-white');
    expect(dot('March 3, 2026: missed')).toHaveClass('bg-red-100', 'text-red-700');
    expect(dot('March 1, 2026: missed')).toHaveClass('bg-red-100');
    const today = dot('March 18, 2026, today: practiced');
    expect(today).toHaveClass('font-bold', 'ring-2', 'bg-emerald-700');
    // Future days are neither practiced nor missed.
    expect(dot('March 19, 2026')).not.toHaveClass('bg-red-100');
    expect(dot('March 19, 2026')).not.toHaveClass('font-bold');
  });

  it('today without practice is bold but not red (the day is not over)', () => {
    render(<CalendarMonth practiceDays={[]} today={TODAY} />);
    const today = dot('March 18, 2026, today');
    expect(today).toHaveClass('font-bold');
    expect(today).not.toHaveClass('bg-red-100');
  });

  it('moves between months with the arrows', async () => {
    const user = userEvent.setup();
    render(<CalendarMonth practiceDays={DAYS} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2026')).toBeInTheDocument();
    expect(dot('April 2, 2026: practiced')).toHaveClass('bg-emerald-700');
    expect(dot('April 1, 2026')).not.toHaveClass('bg-red-100');
    // The padding days of March (29–31) are shown faintly but not coloured or named.
    expect(screen.getAllByText('31')[0]?.closest('td')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('cell', { name: /March/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('February 2026')).toBeInTheDocument();
    expect(dot('February 27, 2026: practiced')).toHaveClass('bg-emerald-700');
    expect(dot('February 28, 2026: missed')).toHaveClass('bg-red-100');
  });
});
