import { Button, Label, Textarea, toast } from '@meitheal/ui';
import { Loader2, Search } from 'lucide-react';
import { useId, type FormEvent, type Ref } from 'react';
import { MAX_QUESTION_LENGTH } from '../api/contract';

export const SAMPLE_QUESTIONS = [
  'What are the partner rotation periods?',
  'Can the auditor provide actuarial valuation services?',
  'At what share of fee income must a firm stop auditing a listed company?',
  'How long must a key audit partner wait before joining a public interest entity client?',
];

interface QuestionBoxProps {
  question: string;
  onQuestionChange: (question: string) => void;
  /** Undefined when no document is loaded yet. */
  documentId: string | undefined;
  showSampleQuestions: boolean;
  searching: boolean;
  onAsk: (question: string, documentId: string) => void;
  /** The box itself, for the page to focus when it asks a follow-up for the visitor. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The question, checked (present, not too long, a document to ask) before anything is sent. */
export function QuestionBox({ question, onQuestionChange, documentId, showSampleQuestions, searching, onAsk, inputRef }: QuestionBoxProps) {
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (question.trim() === '') {
      toast({ title: 'Question required', description: 'Please enter a question', variant: 'destructive' });
      return;
    }
    if (!documentId) {
      toast({ title: 'No document', description: 'Please upload a document first', variant: 'destructive' });
      return;
    }
    onAsk(question.trim(), documentId);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Your question</Label>
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={3}
          maxLength={MAX_QUESTION_LENGTH}
          aria-describedby={hintId}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          placeholder="For example: how long can a key audit partner stay on the audit of a listed company?"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          Ask in plain English. The answer quotes the passages of your document it rests on.
        </p>
      </div>
      {showSampleQuestions && (
        <div>
          <p className="text-sm font-medium text-foreground">Try a question about the sample standard:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SAMPLE_QUESTIONS.map((sample) => (
              <li key={sample}>
                <Button type="button" variant="outline" size="sm" disabled={searching} onClick={() => onQuestionChange(sample)}>
                  {sample}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <Button type="submit" size="lg" disabled={searching}>
          {searching ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              Searching the document...
            </>
          ) : (
            <>
              <Search aria-hidden="true" />
              Ask the Document
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
