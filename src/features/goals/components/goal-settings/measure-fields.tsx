import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { MEASURE_NAME_MAX, MEASURE_UNIT_MAX } from '@/domain/journal';
import type { MeasureDraft } from './measure-draft';

const DIRECTIONS = [
  { value: 'higher', label: 'Higher is better' },
  { value: 'lower', label: 'Lower is better' },
] as const;

/** What each session of the goal measures (tempo, pages, reps), for its journal and chart. */
export function MeasureFields({
  draft,
  error,
  onChange,
}: {
  draft: MeasureDraft;
  error: string | null;
  onChange(draft: MeasureDraft): void;
}) {
  const change = (patch: Partial<MeasureDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100">
      <CheckboxField
        label="Measure something in each session"
        checked={draft.on}
        onChange={(e) => change({ on: e.target.checked })}
      />
      {draft.on && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label="What you measure"
              placeholder="Tempo"
              maxLength={MEASURE_NAME_MAX}
              value={draft.name}
              aria-invalid={error ? true : undefined}
              onChange={(e) => change({ name: e.target.value })}
            />
            <TextField
              label="Unit (optional)"
              placeholder="bpm"
              maxLength={MEASURE_UNIT_MAX}
              value={draft.unit}
              onChange={(e) => change({ unit: e.target.value })}
            />
            <SelectField
              label="Better is"
              options={DIRECTIONS}
              value={draft.higherIsBetter ? 'higher' : 'lower'}
              onChange={(e) => change({ higherIsBetter: e.target.value === 'higher' })}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error}
            </p>
          )}
        </>
      )}
      <p className="text-xs text-slate-500">
        Each session can record its value, such as the metronome mark you reached; Insights charts
        it over time.
      </p>
    </div>
  );
}
