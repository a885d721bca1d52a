import { createRoot } from 'react-dom/client';
import '@/index.css';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { useTimer } from '@/stores/timer/timer.store';
import { GoalCard } from './goal-card/goal-card';
import { fixtureGoal } from './goal-card/goal-fixtures';

const NOW = new Date(2026, 2, 18, 15, 30);
clock.now = () => NOW.getTime();
const d = (m: number, day: number, h = 9) => new Date(2026, m, day, h);

const goals = [
  fixtureGoal('g1', 'Jazz piano improvisation', NOW, {
    startDate: new Date(2025, 11, 2),
    note: 'Work on ii-V-I voicings in all keys.',
    sessions: [
      { start: d(1, 20), hours: 2 },
      { start: d(2, 1), hours: 1.5 },
      { start: d(2, 2), hours: 2.25 },
      { start: d(2, 4), hours: 1.2, source: 'manual' },
      { start: d(2, 8), hours: 3 },
      { start: d(2, 9), hours: 2 },
      { start: d(2, 11), hours: 1 },
      { start: d(2, 15), hours: 2.5 },
      { start: d(2, 16), hours: 1 },
      { start: d(2, 18, 8), hours: 1.5 },
    ],
  }),
  fixtureGoal('g2', 'Spanish conversation', NOW, {
    startDate: new Date(2026, 1, 10),
    sessions: [
      { start: d(2, 3), hours: 0.5 },
      { start: d(2, 10), hours: 1 },
      { start: d(2, 17), hours: 0.75, source: 'manual' },
    ],
  }),
  fixtureGoal('g3', 'A goal with a very long name that needs to be truncated nicely', NOW, {
    startDate: new Date(2026, 2, 16),
  }),
];

useGoals.setState({ goals, uid: 'u1', status: 'ready', activeCounter: 3 });
useTimer.setState({
  timer: { goalId: 'g2', isRunning: true, startTime: NOW.getTime(), elapsedTime: 0 },
});

const GRID = {
  single: 'grid-cols-1',
  double: 'grid-cols-1 md:grid-cols-2',
  three: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3',
} as const;

function Preview() {
  return (
    <main className="mx-auto max-w-6xl space-y-10 p-4 sm:p-8">
      {(['single', 'double', 'three'] as const).map((view) => (
        <section key={view} id={view}>
          <h2 className="mb-3 text-lg font-bold">{view}</h2>
          <ul className={`grid gap-4 ${GRID[view]}`}>
            {goals.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} view={view} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Preview />);
