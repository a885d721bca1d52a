import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The e-mail address every auth form asks for, filled in by the browser where it can. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Email Address"
      type="email"
      name="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** An auth form's full-width submit, with its words while the work runs. */
export function AuthSubmit({
  busy,
  disabled,
  busyLabel,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
