import { Input, Label } from '@meitheal/ui';
import { useId } from 'react';
import type { SheetDetails } from './ToolboxTalkSheet';

interface SheetDetailsFormProps {
  details: SheetDetails;
  onChange: (details: SheetDetails) => void;
}

/** Date, site and presenter for the printed sheet. */
export function SheetDetailsForm({ details, onChange }: SheetDetailsFormProps) {
  const id = useId();
  const fields: Array<{ key: keyof SheetDetails; label: string; type: string }> = [
    { key: 'date', label: 'Date', type: 'date' },
    { key: 'site', label: 'Site', type: 'text' },
    { key: 'presenter', label: 'Presenter', type: 'text' },
  ];
  return (
    <fieldset className="mt-6 grid gap-3 rounded-md border border-border p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">For the printed sheet</legend>
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1.5">
          <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.key}`}
            type={field.type}
            value={details[field.key]}
            onChange={(event) => onChange({ ...details, [field.key]: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}
