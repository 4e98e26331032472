import { DOCUMENT_QA_WORDING, HowItWorks, wordingStep } from '@meitheal/ui/demo-kit';
import { useId } from 'react';

const steps = [
  { title: 'Your file is read', text: 'Your file is read in your browser; PDFs and Word documents are turned into plain text there.' },
  {
    title: 'It is split and indexed',
    text: 'The text is split into passages that follow the document’s own sections, headings and paragraphs, and indexed for full-text search.',
  },
  {
    title: 'Your question is matched',
    text: 'Your question is matched against the passages by meaning-bearing words, exact phrases, numbers and the field’s synonyms (a ‘partner’ is also an ‘engagement leader’, fees are also ‘remuneration’). If the document does not cover your question, the answer says so instead of guessing.',
  },
  wordingStep(DOCUMENT_QA_WORDING),
];

/** How the demo finds its answers, what it is for, and what it is not. */
export function ExplanatorySections() {
  const purposeId = useId();
  return (
    <div className="mt-8 grid gap-6">
      <HowItWorks steps={steps} />
      <section aria-labelledby={purposeId} className="rounded-lg border border-border bg-muted/40 p-6">
        <h2 id={purposeId} className="text-lg font-semibold">
          Built for professional services
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Accountants, tax advisers and solicitors work from long standards, policies and engagement letters. This demo shows how a
          firm&rsquo;s own documents can answer everyday questions with the passage to check. Where a language model is configured, the
          passages that match a question are sent to it, as How It Works explains. The sample is a plain-English summary we wrote of the
          rules in Ireland&rsquo;s ethical standard for auditors; it is not the standard itself and not professional advice.
        </p>
      </section>
    </div>
  );
}
