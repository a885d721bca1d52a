import { Fragment } from 'react';
import { t } from '@/i18n/t';
import { SHORTCUTS } from './shortcuts';

const KBD =
  'inline-flex min-w-6 justify-center rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800 shadow-xs';

/** The keys of one line: 'g then i', 't or Space'. */
function Keys({ keys }: { keys: ReadonlyArray<readonly string[]> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {keys.map((sequence, alternative) => (
        <Fragment key={sequence.join(' ')}>
          {alternative > 0 && (
            <span className="text-xs text-slate-500">{t('keyboard.list.or')}</span>
          )}
          {sequence.map((key, index) => (
            <Fragment key={`${key}-${index}`}>
              {index > 0 && (
                <span className="text-xs text-slate-500">{t('keyboard.list.then')}</span>
              )}
              <kbd className={KBD}>{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

/** Every keyboard shortcut and what it does (the ? dialog and Help). */
export function ShortcutList() {
  return (
    <table className="w-full text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('keyboard.list.keys')}</th>
          <th scope="col">{t('keyboard.list.action')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {SHORTCUTS.map((entry) => (
          <tr key={entry.action}>
            <td className="py-2 pr-4 align-top whitespace-nowrap">
              <Keys keys={entry.keys} />
            </td>
            <td className="py-2 text-slate-700">{entry.description()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
