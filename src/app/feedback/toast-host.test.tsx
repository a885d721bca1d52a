import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { ToastHost } from './toast-host';

afterEach(() => useFeedback.setState({ toast: null }));

describe('ToastHost', () => {
  it("shows a toast's action, runs it and closes the toast", () => {
    const run = vi.fn();
    render(<ToastHost />);
    act(() =>
      useFeedback.getState().showToast({
        title: 'Time to practice Cello',
        action: { label: 'Start timer', run },
      }),
    );
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(run).toHaveBeenCalledOnce();
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('shows no action button for a toast without one', () => {
    render(<ToastHost />);
    act(() => useFeedback.getState().showToast({ title: 'Goal Completed!' }));
    expect(screen.getAllByText('Goal Completed!').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Start timer' })).not.toBeInTheDocument();
  });
});
