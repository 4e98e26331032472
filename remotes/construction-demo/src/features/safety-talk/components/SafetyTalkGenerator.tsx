import { Button, Label, Textarea, toast } from '@meitheal/ui';
import { HardHat, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_SUMMARY_LENGTH } from '../api/safety-talk';
import type { ExampleScenario } from '../data/examples';
import { useGenerateSafetyTalk } from '../hooks/use-generate-safety-talk';
import { fallbackTalk } from '../model/fallback-talk';
import { ExampleScenarios } from './ExampleScenarios';
import { SheetDetailsForm } from './SheetDetailsForm';
import { TalkResult } from './TalkResult';
import { ToolboxTalkSheet, type SheetDetails } from './ToolboxTalkSheet';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Describe the day, generate, then read, copy or print the talk. */
export function SafetyTalkGenerator() {
  const inputId = useId();
  const hintId = useId();
  const [summary, setSummary] = useState('');
  const [sheet, setSheet] = useState<SheetDetails>(() => ({ date: today(), site: '', presenter: '' }));
  const generation = useGenerateSafetyTalk();
  // The activities the shown talk was made for, so later edits to the box do not relabel it.
  const talkFor = generation.variables ?? '';
  const talk = generation.isError ? fallbackTalk(generation.error.message) : generation.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (summary.trim() === '') {
      toast({ title: 'Input required', description: "Please describe today's construction activities", variant: 'destructive' });
      return;
    }
    generation.mutate(summary);
  }

  function chooseExample(scenario: ExampleScenario) {
    setSummary(scenario.description);
    generation.reset();
  }

  return (
    <div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Today&rsquo;s construction activities</Label>
          <Textarea
            id={inputId}
            aria-describedby={hintId}
            rows={5}
            maxLength={MAX_SUMMARY_LENGTH}
            value={summary}
            onChange={(event) => setSummary(event.target.value)}
            placeholder="For example: digging a trench for the drainage, the teleporter loading out blocks to the scaffold, rain due this afternoon."
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            Describe each task, the plant in use and the conditions. Up to {MAX_SUMMARY_LENGTH.toLocaleString('en-IE')} characters.
          </p>
        </div>
        <ExampleScenarios onChoose={chooseExample} disabled={generation.isPending} />
        <div>
          <Button type="submit" size="lg" disabled={generation.isPending}>
            {generation.isPending ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                Generating Safety Guidelines...
              </>
            ) : (
              <>
                <HardHat aria-hidden="true" />
                Generate Safety Talk
              </>
            )}
          </Button>
        </div>
      </form>
      {/* A short announcement; the talk itself is read when the visitor reaches it. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {talk ? `Safety talk ready: ${talk.talking_points.length} talking points.` : ''}
      </p>
      <div>
        {talk && (
          <>
            <TalkResult talk={talk} activities={talkFor} usable={!generation.isError} onPrint={() => window.print()} />
            {!generation.isError && (
              <>
                <SheetDetailsForm details={sheet} onChange={setSheet} />
                <ToolboxTalkSheet talk={talk} activities={talkFor} details={sheet} />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
