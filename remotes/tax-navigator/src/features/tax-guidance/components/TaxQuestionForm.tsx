import { Button, Label, Textarea } from '@meitheal/ui';
import { failureMessage, refusalDetail, StreamingAnswer, TAX_FAILURES } from '@meitheal/ui/demo-kit';
import { Landmark, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_QUESTION_LENGTH } from '../api/tax-guidance';
import { useTaxGuidance } from '../hooks/use-tax-guidance';
import { EMPTY_QUESTION, isEmptyGuidance } from '../model/messages';
import { ExampleQuestions } from './ExampleQuestions';
import { GuidanceResult } from './GuidanceResult';

function announcement(state: ReturnType<typeof useTaxGuidance>): string {
  if (state.isPending) return 'Generating guidance...';
  if (state.isError) return failureMessage(TAX_FAILURES, state.error);
  if (!state.data) return '';
  if (isEmptyGuidance(state.data.guidance)) return 'No guidance was generated.';
  return state.data.covered ? 'Tax guidance ready.' : 'That question is not covered; guidance on where to look is ready.';
}

/** Ask a question (or pick an example), then read the guidance or what went wrong. */
export function TaxQuestionForm() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [question, setQuestion] = useState('');
  const [showEmptyError, setShowEmptyError] = useState(false);
  const guidance = useTaxGuidance();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (question.trim() === '') {
      setShowEmptyError(true);
      return;
    }
    guidance.mutate(question.trim());
  }

  function chooseExample(example: string) {
    setQuestion(example);
    setShowEmptyError(false);
    guidance.reset();
  }

  const refusedDetail = refusalDetail(guidance.error);

  return (
    <div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Your tax question</Label>
          <Textarea
            id={inputId}
            rows={3}
            maxLength={MAX_QUESTION_LENGTH}
            value={question}
            aria-invalid={showEmptyError || undefined}
            aria-describedby={showEmptyError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setQuestion(event.target.value);
              if (event.target.value.trim() !== '') setShowEmptyError(false);
            }}
            placeholder="For example: When do I have to register for VAT?"
          />
          {showEmptyError && (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {EMPTY_QUESTION}
            </p>
          )}
          <p id={hintId} className="text-sm text-muted-foreground">
            Ask about one Irish tax at a time. Up to {MAX_QUESTION_LENGTH.toLocaleString('en-IE')} characters.
          </p>
        </div>
        <ExampleQuestions onChoose={chooseExample} disabled={guidance.isPending} />
        <div>
          <Button type="submit" size="lg" disabled={guidance.isPending}>
            {guidance.isPending ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                Generating guidance...
              </>
            ) : (
              <>
                <Landmark aria-hidden="true" />
                Get tax guidance
              </>
            )}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement(guidance)}
      </p>
      {guidance.isIdle && (
        <p className="mt-8 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          Your guidance appears here: the figure first, then the conditions that matter, the official sources and the tax
          year it applies to.
        </p>
      )}
      {guidance.isPending && <StreamingAnswer written={guidance.written} label="Tax guidance being written" />}
      {guidance.isError && (
        <div role="alert" className="mt-8 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-medium text-destructive">{failureMessage(TAX_FAILURES, guidance.error)}</p>
          {refusedDetail && <p className="mt-1 text-muted-foreground">{refusedDetail}</p>}
        </div>
      )}
      {guidance.isSuccess && <GuidanceResult answer={guidance.data} question={guidance.variables} />}
    </div>
  );
}
