import { SelectField } from '@/components/ui/select-field';
import type { GoalPart } from '@/domain/goal-parts';
import { NO_PART_NAME } from '@/domain/part-figures';
import { NO_PART } from '../part-view';

/** Narrows one goal's insights to one of its parts, or to its time on no part. */
export function PartFilter({
  parts,
  value,
  onChange,
}: {
  parts: readonly GoalPart[] | undefined;
  /** '' for the whole goal. */
  value: string;
  onChange(part: string): void;
}) {
  if (!parts?.length) return null;
  return (
    <SelectField
      label="Part"
      className="w-full sm:w-48"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: 'All parts' },
        ...parts.map((p) => ({ value: p.id, label: p.archived ? `${p.name} (archived)` : p.name })),
        { value: NO_PART, label: NO_PART_NAME },
      ]}
    />
  );
}
