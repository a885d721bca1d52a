import { SelectField } from '@/components/ui/select-field';
import { choosableParts, partOf, type GoalPart } from '@/domain/goal-parts';

interface PartSelectProps {
  parts: readonly GoalPart[] | undefined;
  /** '' for no part. */
  value: string;
  onChange(partId: string): void;
  className?: string;
}

/**
 * Which part a session is for, or none. Archived parts are not offered, except the one the
 * session already names. Nothing is shown for a goal without parts.
 */
export function PartSelect({ parts, value, onChange, className }: PartSelectProps) {
  const offered = choosableParts(parts);
  const current = partOf(parts, value);
  if (current?.archived) offered.push(current);
  if (offered.length === 0) return null;
  const options = [
    { value: '', label: 'No part' },
    ...offered.map((p) => ({ value: p.id, label: p.archived ? `${p.name} (archived)` : p.name })),
  ];
  return (
    <SelectField
      label="Part"
      className={className}
      options={options}
      value={current ? current.id : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
