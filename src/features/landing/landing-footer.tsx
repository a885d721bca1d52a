import { Link } from 'react-router-dom';
import { appConfig } from '@/config';
import { BrandMark } from '@/components/ui/brand-mark';
import { cn } from '@/components/ui/cn';
import { container, focusRing } from './landing-styles';
import { StudioLink } from './studio-link';

const linkClass = cn(focusRing, 'text-slate-600 transition-colors hover:text-slate-900');

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div
        className={cn(
          container,
          'flex flex-col gap-8 py-10 sm:flex-row sm:items-center sm:justify-between',
        )}
      >
        <div>
          <p className="flex items-center gap-2 text-base font-bold text-slate-900">
            <BrandMark className="size-7" />
            {appConfig.productName}
          </p>
          <p className="mt-2 text-sm text-slate-600">Practice tracking for mastering any skill.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium">
            <li>
              <a href="#pricing" className={linkClass}>
                Pricing
              </a>
            </li>
            <li>
              <a href="#about" className={linkClass}>
                About
              </a>
            </li>
            <li>
              <Link to="/login" className={linkClass}>
                Sign in
              </Link>
            </li>
            <li>
              <Link to="/signup" className={linkClass}>
                Sign up
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className={cn(container, 'py-6 text-sm text-slate-600')}>
          © {year} {appConfig.productName}. Made with care by{' '}
          <StudioLink className="text-slate-900" />.
        </p>
      </div>
    </footer>
  );
}
