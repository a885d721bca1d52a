import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(
      <AppErrorBoundary>
        <p>Goals</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Goals')).toBeInTheDocument();
  });

  it('offers a reload instead of a blank page when a part cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <AppErrorBoundary>
        <MissingChunk />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
