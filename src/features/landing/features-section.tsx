import type { ComponentType } from 'react';
import { appConfig } from '@/config';
import { cn } from '@/components/ui/cn';
import { CalendarIcon, ClockIcon, TargetIcon, TrophyIcon } from './feature-icons';
import { belowTheFold, container } from './landing-styles';

interface Feature {
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Goal Tracking',
    description:
      'Turn a skill into concrete goals with targets in hours, days, books, tutorials or videos, and keep the resources you study in one place.',
    Icon: TargetIcon,
  },
  {
    title: 'Calendar Integration',
    description:
      'Every goal has its own month calendar. Practiced days turn green and missed days stand out, so streaks are impossible to ignore.',
    Icon: CalendarIcon,
  },
  {
    title: 'Achievement System',
    description:
      'Earn a trophy each time you meet your weekly goal and level up from Beginner to Master, Ninja and beyond as your hours add up.',
    Icon: TrophyIcon,
  },
  {
    title: 'Time Tracking',
    description:
      'Start a timer with one tap. It keeps running while you practice and logs the time to your goal, your week and your practice day.',
    Icon: ClockIcon,
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className={cn(
        belowTheFold,
        '[contain-intrinsic-size:auto_1380px] md:[contain-intrinsic-size:auto_770px] lg:[contain-intrinsic-size:auto_550px]',
        'scroll-mt-16 border-t border-slate-200/70 bg-white py-20 sm:py-28',
      )}
    >
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Features</p>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Everything you need to practice with purpose
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
            {appConfig.productName} keeps your goals, your time and your progress together, so you
            always know what to practice next and how far you have come.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, Icon }) => (
            <li
              key={title}
              className={cn(
                'group rounded-2xl bg-white p-6 ring-1 ring-slate-200 transition',
                'hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-900/5 hover:ring-brand-100',
                'motion-reduce:transition-none motion-reduce:hover:translate-y-0',
              )}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
