import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';

/** The admin store shows a failed save itself (its `error`): the form adds no message. */
const shownByTheStore = () => null;

/**
 * The state both advertising forms share: field values, a change handler per field, and a
 * submit that normalises the values, saves, and on success resets and closes.
 */
export function useAdminForm<Values, Input>(options: {
  initial: () => Values;
  empty: () => Values;
  normalize(values: NoInfer<Values>): Input;
  onSave(input: Input): Promise<boolean>;
  onClose(): void;
}) {
  const [values, setValues] = useState<Values>(options.initial);
  const { busy, perform } = useAction(shownByTheStore);
  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await perform(async () => {
      if (!(await options.onSave(options.normalize(values)))) return;
      setValues(options.empty());
      options.onClose();
    });
  }

  return { values, setValues, set, busy, submit };
}

export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value }));
