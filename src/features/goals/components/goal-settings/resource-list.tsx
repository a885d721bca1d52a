import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { GoalResource, ResourceType } from '@/domain/goal';
import {
  MAX_RESOURCES,
  RESOURCE_LIMIT_MESSAGE,
  RESOURCE_NAME_MAX_LENGTH,
  canAddResource,
  withNewResource,
  type NewResource,
} from '@/domain/goal-validation';
import { t } from '@/i18n/t';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { DANGER_TEXT_BUTTON } from '../goal-card/icons';
import { RESOURCE_TYPE_OPTIONS } from '@/domain/goal-options';
import { COMPACT_INPUT } from './settings-options';

interface ResourceListProps {
  resources: GoalResource[];
  onChange(resources: GoalResource[]): void;
  /** Undo of a removal: the resource back at its place in the list as it is then. */
  onRestore(resource: GoalResource, index: number): void;
  /** Held by the form, so saving keeps a resource typed but not added. */
  typed: NewResource;
  onTypedChange(typed: NewResource): void;
}

function TypeSelect(props: {
  label: string;
  value: ResourceType;
  onChange(v: ResourceType): void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as ResourceType)}
      className={cn(COMPACT_INPUT, 'w-28 shrink-0 pr-7')}
    >
      {RESOURCE_TYPE_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** Books, tutorials, videos, courses and projects for the goal: edit, tick off, remove, add. */
export function ResourceList({
  resources,
  onChange,
  typed,
  onTypedChange,
  onRestore,
}: ResourceListProps) {
  const { type, name } = typed;
  const undoToast = useUndoWhileOpen();

  const update = (index: number, patch: Partial<GoalResource>) =>
    onChange(resources.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  function add() {
    if (!canAddResource(name, resources.length)) return;
    onChange(withNewResource(resources, typed));
    onTypedChange({ type, name: '' });
  }

  function onNameKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Resources</legend>
      {resources.length === 0 ? (
        <p className="text-sm text-slate-500">No resources yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="Resources">
          {resources.map((resource, index) => {
            const n = index + 1;
            return (
              // Resources have no id; the position is their identity in this list.
              <li
                key={index}
                className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[7rem_minmax(0,1fr)_auto_auto]"
              >
                <TypeSelect
                  label={`Resource ${n} type`}
                  value={resource.type}
                  onChange={(value) => update(index, { type: value })}
                />
                <input
                  aria-label={`Resource ${n} name`}
                  value={resource.name}
                  maxLength={RESOURCE_NAME_MAX_LENGTH}
                  onChange={(e) => update(index, { name: e.target.value })}
                  className={cn(
                    COMPACT_INPUT,
                    'w-full',
                    resource.completed && 'line-through text-slate-500',
                  )}
                />
                <div className="col-span-2 flex items-center justify-between gap-2 sm:contents">
                  <label className="flex items-center gap-1.5 text-sm text-slate-600">
                    <input
                      type="checkbox"
                      checked={resource.completed}
                      onChange={(e) => update(index, { completed: e.target.checked })}
                      aria-label={`Completed (resource ${n})`}
                      className="size-4 accent-brand-600"
                    />
                    Completed
                  </label>
                  <button
                    type="button"
                    className={DANGER_TEXT_BUTTON}
                    aria-label={`Remove resource ${n}${resource.name ? `: ${resource.name}` : ''}`}
                    onClick={() => {
                      onChange(resources.filter((_, i) => i !== index));
                      undoToast.show({
                        title: t('feedback.undo.resourceRemoved', { name: resource.name }),
                        undo: () => onRestore(resource, index),
                      });
                    }}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {resources.length >= MAX_RESOURCES ? (
        <p className="text-sm text-slate-600" role="status">
          {RESOURCE_LIMIT_MESSAGE}
        </p>
      ) : (
        <div className="flex items-center gap-2 rounded-xl bg-slate-50 p-2 ring-1 ring-slate-100">
          <TypeSelect
            label="New resource type"
            value={type}
            onChange={(value) => onTypedChange({ type: value, name })}
          />
          <input
            aria-label="New resource name"
            placeholder="Name of a book, course…"
            value={name}
            maxLength={RESOURCE_NAME_MAX_LENGTH}
            onChange={(e) => onTypedChange({ type, name: e.target.value })}
            onKeyDown={onNameKeyDown}
            className={cn(COMPACT_INPUT, 'min-w-0 flex-1')}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={add}
            disabled={!canAddResource(name, resources.length)}
          >
            Add
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * An Undo toast for a change of the form, taken away when the form closes: after Save Settings
 * or Cancel there is no form left for its Undo to put anything back in.
 */
function useUndoWhileOpen() {
  const shown = useRef<number | null>(null);
  useEffect(() => {
    return () => {
      const { toast, dismissToast } = useFeedback.getState();
      if (toast && toast.id === shown.current) dismissToast();
    };
  }, []);
  return {
    show(request: { title: string; undo(): void }) {
      shown.current = useFeedback.getState().showUndo(request);
    },
  };
}
