import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { ToastHost } from './toast-host';
import { isTypingTarget } from './undo-key';

afterEach(() => useFeedback.setState({ toast: null }));

function showUndo(undo = vi.fn()) {
  act(() => {
    useFeedback.getState().showUndo({ title: 'Session deleted', undo });
  });
  return undo;
}

describe('the Undo toast', () => {
  it('shows an Undo button for about 7 seconds, which undoes once', () => {
    render(<ToastHost />);
    const undo = showUndo();
    expect(useFeedback.getState().toast?.duration).toBe(7000);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(useFeedback.getState().toast).toBeNull();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(undo).toHaveBeenCalledOnce();
  });

  it('undoes with Ctrl+Z or ⌘+Z while it shows', () => {
    render(<ToastHost />);
    const undo = showUndo();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(undo).toHaveBeenCalledOnce();
    expect(useFeedback.getState().toast).toBeNull();
    const again = showUndo();
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true });
    expect(again).toHaveBeenCalledOnce();
  });

  it('leaves Ctrl+Z to a field being typed in, to Shift (redo) and to toasts without Undo', () => {
    render(
      <>
        <ToastHost />
        <input aria-label="Note" />
      </>,
    );
    const undo = showUndo();
    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'z' });
    expect(undo).not.toHaveBeenCalled();
    act(() => useFeedback.getState().showToast({ title: 'Saved' }));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(undo).not.toHaveBeenCalled();
    expect(useFeedback.getState().toast?.title).toBe('Saved');
  });

  it('undoes the newest toast only: a new toast replaces the one before', () => {
    render(<ToastHost />);
    const first = showUndo();
    const second = showUndo();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});

describe('the feedback store', () => {
  it('closes a toast by its id only: a closing toast never takes the one after it', () => {
    const first = useFeedback.getState().showUndo({ title: 'Part deleted', undo: vi.fn() });
    const second = useFeedback.getState().showUndo({ title: 'Rest removed', undo: vi.fn() });
    useFeedback.getState().dismissToast(first);
    expect(useFeedback.getState().toast?.id).toBe(second);
    useFeedback.getState().dismissToast(second);
    expect(useFeedback.getState().toast).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects and editable text, false for buttons', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTypingTarget(make('<input type="text">'))).toBe(true);
    expect(isTypingTarget(make('<input type="date">'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(make('<button>Delete</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
