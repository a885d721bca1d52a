import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CornerStack, InCornerStack } from './corner-stack';

const stackOf = (element: HTMLElement) => element.closest('[data-corner-stack]');

describe('CornerStack', () => {
  it('gathers its cards in one fixed column, ordered by place rather than by mounting', () => {
    render(
      <CornerStack>
        <main>
          <InCornerStack place="timer">
            <p>Timer</p>
          </InCornerStack>
        </main>
        <InCornerStack place="offer">
          <p>Offer</p>
        </InCornerStack>
      </CornerStack>,
    );
    const timer = screen.getByText('Timer');
    const offer = screen.getByText('Offer');
    const stack = stackOf(timer) as HTMLElement;
    expect(stack).not.toBeNull();
    expect(stackOf(offer)).toBe(stack);
    expect(stack).toHaveClass('fixed', 'flex-col');
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    const order = (card: HTMLElement) => Number((card.parentElement as HTMLElement).style.order);
    expect(order(offer)).toBeLessThan(order(timer));
  });

  it('renders a card in place when there is no stack around it', () => {
    render(
      <main>
        <InCornerStack place="offer">
          <p>Offer</p>
        </InCornerStack>
      </main>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Offer'));
  });
});

describe('the room below the page', () => {
  it('is as tall as the stack and the gap under it, so the page scrolls clear of its cards', () => {
    let report: ResizeObserverCallback = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    try {
      const { container } = render(
        <CornerStack>
          <InCornerStack place="timer">
            <p>Timer</p>
          </InCornerStack>
        </CornerStack>,
      );
      const stack = container.querySelector('[data-corner-stack]') as HTMLElement;
      expect(observe).toHaveBeenCalledWith(stack);
      vi.spyOn(stack, 'getBoundingClientRect').mockReturnValue({
        top: window.innerHeight - 96,
        height: 80,
      } as DOMRect);
      act(() => report([], {} as ResizeObserver));
      const room = container.querySelector('[data-corner-room]') as HTMLElement;
      expect(room.style.height).toBe('96px');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
