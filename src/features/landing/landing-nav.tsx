import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { toggleTheme, useDarkTheme } from '@/stores/theme/theme.store';
import { LandingMenu, type NavLink } from './landing-menu';
import { container, focusRing } from './landing-styles';

const NAV_LINKS: readonly NavLink[] = [
  { href: '#pricing', label: 'Pricing' },
  { href: '#about', label: 'About' },
];

export function LandingNav() {
  const dark = useDarkTheme();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <a
        href="#main"
        className="sr-only rounded-md bg-white text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:outline-2 focus:outline-brand-600"
      >
        Skip to content
      </a>
      <nav
        aria-label="Main"
        className={cn(container, 'relative flex h-16 items-center justify-between gap-3')}
      >
        <a href="#top" className={cn(focusRing, 'flex min-w-0 items-center gap-2 text-slate-900')}>
          <BrandMark className="size-8" />
          <span className="truncate text-lg font-bold tracking-tight">{appConfig.productName}</span>
        </a>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <ul className="hidden items-center min-[420px]:flex">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={cn(
                    focusRing,
                    'px-2 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 sm:px-3',
                  )}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ThemeToggle dark={dark} onToggle={toggleTheme} />
          <Button asChild size="sm" className="px-4">
            <Link to="/login">Login</Link>
          </Button>
          <LandingMenu links={NAV_LINKS} />
        </div>
      </nav>
    </header>
  );
}
