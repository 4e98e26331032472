import { cn } from '@meitheal/ui';
import { PLANNING_AREAS, type AreaKey } from '../api/contract';

interface AreaPickerProps {
  value: AreaKey;
  onChange: (area: AreaKey) => void;
}

/** The eight planning areas as one radio group: arrow keys move, the chosen one is announced. */
export function AreaPicker({ value, onChange }: AreaPickerProps) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-foreground">Choose a planning area</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PLANNING_AREAS.map((area) => {
          const checked = area.key === value;
          const labelId = `area-label-${area.key}`;
          const blurbId = `area-blurb-${area.key}`;
          return (
            <label
              key={area.key}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-500',
                checked ? 'border-brand-600 bg-brand-50' : 'border-border bg-card hover:border-brand-500',
              )}
            >
              <span className="flex items-center gap-2 font-medium text-foreground">
                <input
                  type="radio"
                  name="planning-area"
                  value={area.key}
                  checked={checked}
                  onChange={() => onChange(area.key)}
                  aria-labelledby={labelId}
                  aria-describedby={blurbId}
                  className="accent-brand-600"
                />
                <span id={labelId}>{area.label}</span>
              </span>
              <span id={blurbId} className="text-sm text-muted-foreground">
                {area.blurb}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
