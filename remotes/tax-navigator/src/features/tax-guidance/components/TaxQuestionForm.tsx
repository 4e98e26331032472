import { Button, Label, Textarea } from '@meitheal/ui';
import { failureMessage, refusalDetail, StreamingAnswer, TAX_FAILURES } from '@meitheal/ui/demo-kit';
import { Landmark, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_QUESTION_LENGTH, type TaxGuidance } from '../api/tax-guidance';
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

/** An answer on screen with the question it answers. */
interface ShownGuidance {
  answer: TaxGuidance;
  question: string;
}

/**
 * Ask a question (or pick an example, or a follow-up the last answer
 * offers), then read the guidance or what went wrong.
 */
export function TaxQuestionForm() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const [question, setQuestion] = useState('');
  const [showEmptyError, setShowEmptyError] = useState(false);
  // The last answer stays on screen while the next is on its way (and if it
  // fails), so a visitor who follows a suggestion does not lose what they read.
  const [kept, setKept] = useState<ShownGuidance | null>(null);
  const guidance = useTaxGuidance();
  const shown = guidance.isSuccess ? { answer: guidance.data, question: guidance.variables } : kept;

  function ask(text: string) {
    setKept(shown);
    guidance.mutate(text);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (question.trim() === '') {
      setShowEmptyError(true);
      return;
    }
    ask(question.trim());
  }

  function chooseExample(example: string) {
    setQuestion(example);
    setShowEmptyError(false);
    setKept(null);
    guidance.reset();
  }

  function askFollowUp(suggestion: string) {
    setQuestion(suggestion);
    setShowEmptyError(false);
    ask(suggestion);
    // The clicked button is disabled while the answer comes; the box holding the question keeps the focus.
    questionRef.current?.focus();
  }

  const refusedDetail = refusalDetail(guidance.error);

  return (
    <div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Your tax question</Label>
          <Textarea
            ref={questionRef}
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
      {guidance.isIdle && !shown && (
        <p className="mt-8 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          Your guidance appears here: the figure first, then the conditions that matter, the official sources and the tax year it applies
          to.
        </p>
      )}
      {guidance.isPending && <StreamingAnswer written={guidance.written} label="Tax guidance being written" />}
      {guidance.isError && (
        <div role="alert" className="mt-8 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-medium text-destructive">{failureMessage(TAX_FAILURES, guidance.error)}</p>
          {refusedDetail && <p className="mt-1 text-muted-foreground">{refusedDetail}</p>}
        </div>
      )}
      {shown && (
        <GuidanceResult
          answer={shown.answer}
          question={shown.question}
          stale={!guidance.isSuccess}
          asking={guidance.isPending}
          onAsk={askFollowUp}
        />
      )}
    </div>
  );
}
