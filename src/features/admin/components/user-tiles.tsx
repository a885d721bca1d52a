import type { UserTotals } from '@/domain/admin-users';

/** The four tiles, counted on the server; '—' until the counts arrive. */
export function UserTiles({ totals }: { totals: UserTotals | null }) {
  const tiles = [
    ['Total Users', totals?.total],
    ['Active Users', totals?.active],
    ['Admins', totals?.admins],
    ['Premium Users', totals?.premium],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">
            {value === undefined ? '—' : value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
