import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/t';
import { ActionsHelp, GoalsHelp, ViewsHelp } from './help-goals';
import { ImportHelp } from './help-import';
import { KeyboardHelp } from './help-keyboard';
import { PlansHelp } from './help-plans';
import { PracticeDaysHelp } from './help-practice';
import { TimeTrackingHelp, TipsHelp } from './help-time-tracking';

const CONTENTS = [
  { href: '#help-goals', label: 'Goals' },
  { href: '#help-practice', label: 'Practice days' },
  { href: '#help-views', label: 'Views' },
  { href: '#help-actions', label: 'Action buttons' },
  { href: '#help-plans', label: 'Subscription plans' },
  { href: '#help-time', label: 'Time tracking' },
  { href: '#help-tips', label: 'Tips' },
  { href: '#help-import', label: 'Importing from other apps' },
] as const;

/** Static help, rendered inside the signed-in layout (which provides the header). */
export default function HelpPage() {
  return (
    <div className="mx-auto w-full max-w-4xl sm:py-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/goals">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path
              fillRule="evenodd"
              d="M17 10a.75.75 0 0 1-.75.75H5.612l3.96 3.71a.75.75 0 1 1-1.026 1.094l-5.25-4.92a.75.75 0 0 1 0-1.094l5.25-4.92a.75.75 0 1 1 1.026 1.094l-3.96 3.71H16.25A.75.75 0 0 1 17 10Z"
              clipRule="evenodd"
            />
          </svg>
          Back to Goals
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Help</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-600">
        How to get the most out of {appConfig.productName}: goals, views, the timer, trophies and
        levels.
      </p>
      <nav aria-label="Help topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[...CONTENTS, { href: '#help-keyboard', label: t('help.shortcuts.title') }].map(
            (item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="inline-flex rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-8 space-y-6">
        <GoalsHelp />
        <PracticeDaysHelp />
        <ViewsHelp />
        <ActionsHelp />
        <PlansHelp />
        <TimeTrackingHelp />
        <TipsHelp />
        <ImportHelp />
        <KeyboardHelp />
      </div>
    </div>
  );
}
