import { Label } from '@meitheal/ui';
import type { ReactElement } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The input itself; it must carry the same id and point aria-describedby at `${id}-error`. */
  children: ReactElement;
}

/** A labelled field with an error message that screen readers announce when it appears. */
export function FormField({ id, label, required = false, error, children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground"> (optional)</span>
        )}
      </Label>
      {children}
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-destructive">
        {error}
      </p>
    </div>
  );
}
