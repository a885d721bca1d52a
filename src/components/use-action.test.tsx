import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

const message = (failure: unknown) => (failure instanceof Error ? failure.message : 'Failed');

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is busy while the work runs and clears a former error', async () => {
    const { result } = renderHook(() => useAction(message));
    act(() => result.current.setError('Earlier'));
    const work = deferred();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = result.current.perform(() => work.promise);
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => {
      work.resolve();
      await answer;
    });
    expect(await answer).toBe(true);
    expect(result.current.busy).toBe(false);
  });

  it('shows a refused input and runs nothing', async () => {
    const { result } = renderHook(() => useAction(message));
    const work = vi.fn(() => Promise.resolve());
    let answer = true;
    await act(async () => {
      answer = await result.current.perform(work, { invalid: 'Please enter a name.' });
    });
    expect(answer).toBe(false);
    expect(work).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Please enter a name.');
    expect(result.current.busy).toBe(false);
  });

  it('turns a failure into the error message and is no longer busy', async () => {
    const { result } = renderHook(() => useAction(message));
    let answer = true;
    await act(async () => {
      answer = await result.current.perform(() => Promise.reject(new Error('Offline')));
    });
    expect(answer).toBe(false);
    expect(result.current.error).toBe('Offline');
    expect(result.current.busy).toBe(false);
  });

  it('ignores a second submit while the first runs', async () => {
    const { result } = renderHook(() => useAction(message));
    const work = deferred();
    const second = vi.fn(() => Promise.resolve());
    let first: Promise<boolean> = Promise.resolve(false);
    let again: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.perform(() => work.promise);
      again = result.current.perform(second);
    });
    expect(await again).toBe(false);
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      work.resolve();
      await first;
    });
  });

  it('stays busy after a success that leaves the page, not after a failure', async () => {
    const { result } = renderHook(() => useAction(message));
    await act(async () => {
      await result.current.perform(() => Promise.reject(new Error('Wrong password')), {
        staysBusy: true,
      });
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await result.current.perform(() => Promise.resolve(), { staysBusy: true });
    });
    expect(result.current.busy).toBe(true);
  });
});
