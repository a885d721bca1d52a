import { useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { TARGET_VALUE_MIN, parseDecimal, validateTargetValue } from '@/domain/goal-validation';

interface TargetValueFieldProps {
  value: number;
  /** Called only with a valid value; invalid input stays local and shows its message. */
  onValidChange(value: number): void;
}

/** 'Default target value': a number, at least 1, saved as soon as it is valid. */
export function TargetValueField({ value, onValidChange }: TargetValueFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);

  function change(text: string) {
    setDraft(text);
    const problem = validateTargetValue(text);
    setError(problem);
    const parsed = parseDecimal(text);
    if (!problem && parsed !== null) onValidChange(parsed);
  }

  return (
    <NumberField
      label="Default target value"
      min={TARGET_VALUE_MIN}
      value={draft}
      error={error}
      hint={`At least ${TARGET_VALUE_MIN}.`}
      onChange={change}
    />
  );
}
