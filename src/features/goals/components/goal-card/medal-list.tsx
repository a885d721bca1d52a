import { isMedalId, medalName } from '@/domain/medals';
import { MedalIcon } from './icons';

/** The goal's medals as small badges, each named for screen readers and on hover. */
export function MedalList({ medals }: { medals: readonly string[] }) {
  const known = medals.filter(isMedalId);
  if (known.length === 0) return null;
  return (
    <ul aria-label="Medals" className="flex flex-wrap gap-1.5">
      {known.map((id) => {
        const name = medalName(id);
        return (
          <li
            key={id}
            title={name}
            className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
          >
            <MedalIcon className="size-3.5 text-amber-600" />
            {name}
          </li>
        );
      })}
    </ul>
  );
}
