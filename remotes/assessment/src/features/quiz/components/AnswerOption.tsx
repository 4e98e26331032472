import { cn } from '@meitheal/ui';
import type { KeyboardEvent } from 'react';

interface AnswerOptionProps {
  /** Shared by the question's options, which makes them one native radio group (arrow keys, Space). */
  name: string;
  value: number;
  label: string;
  checked: boolean;
  onSelect: (value: number) => void;
  /** Enter on the chosen option confirms it, like pressing Next. */
  onConfirm: () => void;
}

export function AnswerOption({ name, value, label, checked, onSelect, onConfirm }: AnswerOptionProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Our own handling replaces the browser's implicit form submit, so Enter never acts twice.
    event.preventDefault();
    if (event.currentTarget.checked) onConfirm();
  }

  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-4 text-foreground transition-colors',
        checked ? 'border-primary bg-secondary' : 'border-border hover:bg-muted',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        onKeyDown={handleKeyDown}
        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <span>{label}</span>
    </label>
  );
}
