import { Link } from 'react-router-dom';
import { t } from '@/i18n/t';

export function GoalLimitBanner({ limit }: { limit: number }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <div>
        <p className="font-semibold">{t('goals.limit.title')}</p>
        <p className="text-sm">{t('goals.limit.body', { limit })}</p>
      </div>
      <Link
        to="/subscription"
        className="rounded-lg bg-amber-700 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800"
      >
        {t('goals.limit.upgrade')}
      </Link>
    </div>
  );
}
