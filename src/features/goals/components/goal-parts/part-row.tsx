import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PART_NAME_MAX, renamePart, type GoalPart } from '@/domain/goal-parts';

interface PartRowProps {
  part: GoalPart;
  parts: readonly GoalPart[];
  first: boolean;
  last: boolean;
  /** Saves the parts; false when refused (the reason is shown by the list). */
  onSave(parts: readonly GoalPart[]): boolean;
  onMove(by: -1 | 1): void;
  onArchive(archived: boolean): void;
  onDelete(): void;
}

/** One part: its name (renamed in place), moved up or down, archived or deleted. */
export function PartRow({
  part,
  parts,
  first,
  last,
  onSave,
  onMove,
  onArchive,
  onDelete,
}: PartRowProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const renameId = useId();
  const isRenaming = renaming !== null;
  const [opened, setOpened] = useState(false);
  // The name field takes the focus when it opens, and the Rename button again when it closes
  // (each replaces the other).
  useEffect(() => {
    if (isRenaming) document.getElementById(fieldId)?.focus();
    else if (opened) document.getElementById(renameId)?.focus();
  }, [isRenaming, opened, fieldId, renameId]);

  // After a move the focus stays on the button pressed, or on the other one when the row
  // reached an end and the pressed one is now disabled (a disabled button drops the focus).
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedRef = useRef<{ by: -1 | 1; from: readonly GoalPart[] } | null>(null);
  useEffect(() => {
    // Once, when the parts show the move.
    const moved = movedRef.current;
    if (moved === null || parts === moved.from) return;
    movedRef.current = null;
    const [pressed, other] = moved.by === -1 ? [upRef, downRef] : [downRef, upRef];
    const target = pressed.current?.disabled ? other.current : pressed.current;
    if (target && !target.disabled) target.focus();
  }, [parts]);

  function move(by: -1 | 1) {
    movedRef.current = { by, from: parts };
    onMove(by);
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    if (renaming === null) return;
    const renamed = renamePart(parts, part.id, renaming);
    if (!renamed.ok) return setError(renamed.error);
    if (onSave(renamed.parts)) setRenaming(null);
  }

  if (renaming !== null) {
    return (
      <li className="px-3 py-2">
        <form onSubmit={rename} noValidate className="flex flex-wrap items-end gap-2">
          <TextField
            label={`New name for “${part.name}”`}
            className="min-w-0 grow basis-48"
            maxLength={PART_NAME_MAX}
            value={renaming}
            id={fieldId}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setRenaming(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" size="sm">
            Save name
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1.5 px-3 py-2">
      <span className="min-w-0 grow basis-0 text-sm break-words text-slate-800">
        {part.name}
        {part.archived && <span className="ml-2 text-xs text-slate-500">Archived</span>}
      </span>
      <span className="flex shrink-0 gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move “${part.name}” up`}
          ref={upRef}
          disabled={first}
          onClick={() => move(-1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move “${part.name}” down`}
          ref={downRef}
          disabled={last}
          onClick={() => move(1)}
        >
          ↓
        </Button>
      </span>
      <span className="flex w-full gap-1.5 sm:w-auto">
        <Button
          size="sm"
          variant="secondary"
          id={renameId}
          aria-label={`Rename “${part.name}”`}
          onClick={() => {
            setOpened(true);
            setRenaming(part.name);
          }}
        >
          Rename
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${part.archived ? 'Restore' : 'Archive'} “${part.name}”`}
          onClick={() => onArchive(!part.archived)}
        >
          {part.archived ? 'Restore' : 'Archive'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Delete “${part.name}”`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </span>
    </li>
  );
}
