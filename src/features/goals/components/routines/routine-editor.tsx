import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { choosableParts, type GoalPart } from '@/domain/goal-parts';
import {
  BLOCKS_MAX,
  BLOCK_MINUTES_MAX,
  ROUTINE_NAME_MAX,
  routineProblem,
  type Routine,
} from '@/domain/routines/routine';
import { t } from '@/i18n/t';

const WHOLE_GOAL = '';

interface DraftBlock {
  key: number;
  partId: string;
  minutes: string;
}

let nextKey = 0;
const draftBlock = (partId: string | null, minutes: number | string): DraftBlock => ({
  key: nextKey++,
  partId: partId ?? WHOLE_GOAL,
  minutes: String(minutes),
});

/**
 * One routine being made or changed: its name and its blocks, each a part (or the whole goal)
 * and minutes, added, moved and removed with buttons (keyboard too). Save hands it back.
 */
export function RoutineEditor({
  routine,
  parts,
  onSave,
  onCancel,
}: {
  routine: Routine;
  parts: readonly GoalPart[] | undefined;
  /** Null when saved, else why not. */
  onSave(routine: Routine): string | null;
  onCancel(): void;
}) {
  const listId = useId();
  const [name, setName] = useState(routine.name);
  const [blocks, setBlocks] = useState(() =>
    routine.blocks.map((b) => draftBlock(b.partId, b.minutes)),
  );
  const [error, setError] = useState<string | null>(null);
  const options = [
    { value: WHOLE_GOAL, label: t('routines.editor.wholeGoal') },
    ...choosableParts(parts).map((p) => ({ value: p.id, label: p.name })),
  ];

  const change = (index: number, patch: Partial<DraftBlock>) =>
    setBlocks((all) => all.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  const move = (index: number, by: -1 | 1) =>
    setBlocks((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  function save(event: FormEvent) {
    event.preventDefault();
    const edited: Routine = {
      id: routine.id,
      name: name.trim(),
      blocks: blocks.map((b) => ({
        partId: b.partId === WHOLE_GOAL ? null : b.partId,
        minutes: Number(b.minutes),
      })),
    };
    setError(routineProblem(edited) ?? onSave(edited));
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200">
      <TextField
        label={t('routines.editor.name')}
        maxLength={ROUTINE_NAME_MAX}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
      />
      <ol id={listId} aria-label={t('routines.editor.blocks')} className="space-y-2">
        {blocks.map((block, index) => {
          const place = index + 1;
          return (
            <li key={block.key} className="flex flex-wrap items-end gap-2">
              <SelectField
                label={t('routines.editor.part', { index: place })}
                options={options}
                value={block.partId}
                className="min-w-0 grow basis-36"
                onChange={(e) => change(index, { partId: e.target.value })}
              />
              <TextField
                label={t('routines.editor.minutes', { index: place })}
                type="number"
                inputMode="numeric"
                min={1}
                max={BLOCK_MINUTES_MAX}
                className="w-36"
                value={block.minutes}
                onChange={(e) => {
                  change(index, { minutes: e.target.value });
                  setError(null);
                }}
              />
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('routines.editor.up', { index: place })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('routines.editor.down', { index: place })}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('routines.editor.remove', { index: place })}
                  disabled={blocks.length === 1}
                  onClick={() => setBlocks((all) => all.filter((_, i) => i !== index))}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-controls={listId}
          disabled={blocks.length >= BLOCKS_MAX}
          onClick={() => setBlocks((all) => [...all, draftBlock(null, 10)])}
        >
          {t('routines.editor.addBlock')}
        </Button>
        <Button type="submit" size="sm">
          {t('routines.editor.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t('routines.editor.cancel')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
