import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '@/stores/clock';
import { LOCAL_KEYS } from '@/stores/storage-keys';
import { ReviewReminder } from './review-reminder';

const ReviewAt = () => <p>Review {useLocation().search}</p>;

function renderAt(now: Date) {
  vi.spyOn(clock, 'now').mockReturnValue(now.getTime());
  return render(
    <MemoryRouter initialEntries={['/goals']}>
      <Routes>
        <Route path="/goals" element={<ReviewReminder />} />
        <Route path="/review" element={<ReviewAt />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Monday 7 December 2026, the second day of the week that began on Sunday 6 December. */
const MONDAY = new Date(2026, 11, 7, 8);

describe('ReviewReminder', () => {
  it("offers last week's review on a week's first days, and opens it", async () => {
    renderAt(MONDAY);
    const note = screen.getByRole('complementary', { name: "Last week's review" });
    expect(note).toHaveTextContent('A new week has begun.');
    await userEvent.click(screen.getByRole('link', { name: "Last week's review" }));
    expect(screen.getByText('Review ?week=2026-11-29')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.seenReviewWeek)).toBe('2026-11-29');
  });

  it('stays away once dismissed on this device, and later in the week', async () => {
    const { unmount } = renderAt(MONDAY);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    renderAt(MONDAY);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    localStorage.clear();
    renderAt(new Date(2026, 11, 9, 8));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
