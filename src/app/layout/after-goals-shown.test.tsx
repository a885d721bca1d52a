import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useGoals } from '@/stores/goals/goals.store';
import { AfterGoalsShown } from './after-goals-shown';

const initialGoals = useGoals.getState();
afterEach(() => useGoals.setState(initialGoals, true));

it('holds its children back, behind the fallback, until the goals have been drawn', () => {
  useGoals.setState({ status: 'loading' });
  render(
    <AfterGoalsShown fallback={<p>Waiting</p>}>
      <p>Advertising</p>
    </AfterGoalsShown>,
  );
  expect(screen.getByText('Waiting')).toBeInTheDocument();
  expect(screen.queryByText('Advertising')).not.toBeInTheDocument();

  act(() => useGoals.setState({ status: 'ready' }));
  expect(screen.getByText('Advertising')).toBeInTheDocument();
  expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
});

it('renders them on a page opened once the goals are in', () => {
  useGoals.setState({ status: 'ready' });
  render(
    <AfterGoalsShown fallback={<p>Waiting</p>}>
      <p>Advertising</p>
    </AfterGoalsShown>,
  );
  expect(screen.getByText('Advertising')).toBeInTheDocument();
});
