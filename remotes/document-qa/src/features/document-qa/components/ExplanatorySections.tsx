import { useId } from 'react';

/** How the demo finds its answers, what it is for, and what it is not. */
export function ExplanatorySections() {
  const howId = useId();
  const purposeId = useId();
  return (
    <div className="mt-8 grid gap-6">
      <section aria-labelledby={howId} className="rounded-lg border border-border bg-muted/40 p-6">
        <h2 id={howId} className="text-lg font-semibold">
          How It Works
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
          <li>Your file is read in your browser; PDFs and Word documents are turned into plain text there.</li>
          <li>
            The text is split into passages that follow the document&rsquo;s own sections, headings and paragraphs,
            and indexed for full-text search.
          </li>
          <li>
            Your question is matched against the passages by meaning-bearing words, exact phrases, numbers and the
            field&rsquo;s synonyms (a &lsquo;partner&rsquo; is also an &lsquo;engagement leader&rsquo;, fees are
            also &lsquo;remuneration&rsquo;).
          </li>
          <li>
            The answer quotes the best sentences with their section references, the figure or person you asked about
            first. If the document does not cover your question, it says so instead of guessing.
          </li>
        </ol>
      </section>
      <section aria-labelledby={purposeId} className="rounded-lg border border-border bg-muted/40 p-6">
        <h2 id={purposeId} className="text-lg font-semibold">
          Built for professional services
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Accountants, tax advisers and solicitors work from long standards, policies and engagement letters. This demo
          shows how a firm&rsquo;s own documents can answer everyday questions with the passage to check, without a
          language model and without the document leaving your control. The sample is a plain-English summary we
          wrote of the rules in Ireland&rsquo;s ethical standard for auditors; it is not the standard itself and not
          professional advice.
        </p>
      </section>
    </div>
  );
}
