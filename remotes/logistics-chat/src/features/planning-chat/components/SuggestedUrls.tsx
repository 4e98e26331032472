import { Button, Card, Input, Label, toast } from '@meitheal/ui';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { checkSuggestedUrl } from '../model/suggested-urls';

interface SuggestedUrlsProps {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
}

/** Websites the visitor wants read alongside the trusted sources, held only in the page. */
export function SuggestedUrls({ urls, onChange }: SuggestedUrlsProps) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');

  function add() {
    const check = checkSuggestedUrl(value, urls);
    if (!check.ok) {
      toast({ title: check.title, ...(check.description ? { description: check.description } : {}), variant: 'destructive' });
      return;
    }
    onChange([...urls, check.url]);
    setValue('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-foreground">Suggest a website</h2>
      <div className="mt-3 grid gap-2">
        <Label htmlFor={inputId}>Website to read with your next question</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            aria-describedby={hintId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="https://"
          />
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          Public pages only; we read them safely and list what was used.
        </p>
      </div>
      {urls.length > 0 && (
        <ul aria-label="Suggested websites" className="mt-3 space-y-2">
          {urls.map((url) => (
            <li key={url} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <span className="break-all">{url}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${url}`}
                onClick={() => onChange(urls.filter((item) => item !== url))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
