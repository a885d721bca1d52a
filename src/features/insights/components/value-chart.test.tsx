import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ValueSeries } from '@/domain/insights/value-series';
import { ValueChart } from './value-chart';

const day = (d: number) => new Date(2026, 2, d, 9).getTime();
const measure = { name: 'Tempo', unit: 'bpm', higherIsBetter: true };

describe('ValueChart', () => {
  it('draws the values with the best so far written out and marked', () => {
    const best = { at: day(12), value: 96, record: true };
    const series: ValueSeries = {
      goalId: 'g',
      goalName: 'Violin',
      measure,
      points: [{ at: day(10), value: 80, record: true }, best],
      best,
    };
    render(<ValueChart series={series} />);
    expect(screen.getByRole('heading', { name: 'Violin: tempo' })).toBeInTheDocument();
    expect(screen.getByText('96 bpm', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: '2 sessions from Mar 10, 2026 to Mar 12, 2026; best so far 96 bpm on Mar 12, 2026 (higher is better).',
      }),
    ).toBeInTheDocument();
  });

  it('says how to record a value when there is none yet', () => {
    render(
      <ValueChart series={{ goalId: 'g', goalName: 'Violin', measure, points: [], best: null }} />,
    );
    expect(screen.getByText(/No tempo recorded yet/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
