import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
