import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/t';

interface GoalsToolbarProps {
  isAdministrator: boolean;
  saving: boolean;
  onAdd(): void;
  onExport(): void;
  onSave(): void;
  /** Import and Share, provided by their own features. */
  extras?: ReactNode;
}

const linkClasses =
  'inline-flex h-9 items-center rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export function GoalsToolbar({
  isAdministrator,
  saving,
  onAdd,
  onExport,
  onSave,
  extras,
}: GoalsToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={onAdd}>
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        {t('goals.toolbar.add')}
      </Button>
      {extras}
      <Button variant="secondary" size="sm" className="h-9" onClick={onExport}>
        {t('goals.toolbar.export')}
      </Button>
      <Button variant="secondary" size="sm" className="h-9" onClick={onSave} disabled={saving}>
        {saving ? t('goals.toolbar.saving') : t('goals.toolbar.save')}
      </Button>
      <Link to="/insights" className={linkClasses}>
        {t('goals.toolbar.insights')}
      </Link>
      <Link to="/review" className={linkClasses}>
        {t('goals.toolbar.review')}
      </Link>
      <Link to="/completed" className={linkClasses}>
        {t('goals.toolbar.completed')}
      </Link>
      <Link to="/settings" className={linkClasses}>
        {t('goals.toolbar.settings')}
      </Link>
      <Link to="/subscription" className={linkClasses}>
        {t('goals.toolbar.plan')}
      </Link>
      {isAdministrator && (
        <Link to="/admin" className={linkClasses}>
          {t('goals.toolbar.admin')}
        </Link>
      )}
    </div>
  );
}
