import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { appConfig } from '@/config';
import { planLabel } from '@/domain/plans';
import { greetingName, isAdministrator, type SessionUser } from '@/domain/user';
import { toggleTheme, useDarkTheme } from '@/stores/theme/theme.store';

export function AppHeader({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const admin = isAdministrator(user, appConfig.adminEmail);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/goals" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="size-7" />
          {appConfig.productName}
        </Link>
        {admin && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
            Admin
          </span>
        )}
        <span
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700"
          title="Your plan"
        >
          {planLabel(user.subscriptionPlan)}
        </span>
        <p className="order-last w-full truncate text-sm text-slate-600 sm:order-none sm:ml-auto sm:w-auto sm:max-w-[18rem]">
          Welcome, <span className="font-semibold text-slate-900">{greetingName(user)}</span>
        </p>
        <div className="ml-auto flex items-center gap-1 sm:ml-0 sm:gap-3">
          <ThemeToggle dark={useDarkTheme()} onToggle={toggleTheme} />
          <Link
            to="/account"
            className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Account
          </Link>
          <Link
            to="/help"
            className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Help
          </Link>
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}
