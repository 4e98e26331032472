import { Card, Skeleton } from '@meitheal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useAskDocument, type TimedAnswer } from '../hooks/use-ask-document';
import { useDocumentSession } from '../hooks/use-document-session';
import { elapsedNotice } from '../model/elapsed';
import { askAbout } from '../model/follow-up';
import { AnswerDisplay } from './AnswerDisplay';
import { DocumentReady } from './DocumentReady';
import { ExplanatorySections } from './ExplanatorySections';
import { QuestionBox } from './QuestionBox';
import { UploadCard } from './UploadCard';

export const PRIVACY_SENTENCE =
  "Your document stays private: only this browser can use it, it is deleted automatically after 24 hours, and 'Delete my document' removes it at once.";

/** The /case-studies/ethics-rag-demo page: upload, ask, read the cited answer. */
export function DocumentQaPage() {
  const headingId = useId();
  const session = useDocumentSession();
  const ask = useAskDocument(session.forgetGone);
  const [question, setQuestion] = useState('');
  const questionRef = useRef<HTMLTextAreaElement>(null);
  // The last answer stays on screen while the next is on its way (and if it
  // fails), so a visitor who follows a heading does not lose what they read.
  const [kept, setKept] = useState<TimedAnswer | null>(null);
  const document = session.state.phase === 'ready' ? session.state.document : undefined;
  const busy = session.upload.isPending || session.remove.isPending;
  // An answer belongs to the document it came from: none once that document is gone.
  const shown = document ? (ask.isSuccess ? ask.data : kept) : null;

  function askQuestion(text: string, documentId: string) {
    setKept(shown);
    ask.mutate({ question: text, documentId });
  }

  function askFollowUp(heading: string) {
    if (!document) return;
    const text = askAbout(heading);
    setQuestion(text);
    askQuestion(text, document.documentId);
    // The clicked button is disabled while the answer comes; the box holding the question keeps the focus.
    questionRef.current?.focus();
  }

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  /** Stops using the document: clears the answer and question and deletes it (with its cached answers). */
  function leaveDocument(announce: boolean) {
    ask.reset();
    setKept(null);
    setQuestion('');
    session.remove.mutate({ announce });
  }

  function uploadOrSample(source: File | 'sample') {
    ask.reset();
    setKept(null);
    session.upload.mutate(source);
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        Professional Services Data Intelligence
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Upload a standard, a policy or an engagement letter and ask questions about it in plain English. Every answer quotes the passages it
        rests on, with their section references.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{PRIVACY_SENTENCE}</p>

      <Card className="mt-6 p-6 sm:p-8">
        {session.state.phase === 'checking' && (
          <div className="grid gap-3" role="status">
            <p className="text-sm text-muted-foreground">Checking for your last document...</p>
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {session.state.phase === 'none' && (
          <UploadCard
            busy={busy}
            step={session.step}
            reading={session.reading}
            onUpload={uploadOrSample}
            onUseSample={() => uploadOrSample('sample')}
          />
        )}
        {document && (
          <DocumentReady
            document={document}
            busy={busy}
            onUploadDifferent={() => leaveDocument(false)}
            onDelete={() => leaveDocument(true)}
          />
        )}
      </Card>

      <Card className="mt-6 p-6 sm:p-8">
        <h2 className="mb-4 text-xl font-semibold">Ask a question</h2>
        <QuestionBox
          question={question}
          onQuestionChange={setQuestion}
          documentId={document?.documentId}
          showSampleQuestions={document?.isSample ?? false}
          searching={ask.isPending}
          onAsk={askQuestion}
          inputRef={questionRef}
        />
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {ask.isPending ? 'Searching the document...' : ask.data ? `Answer ready. ${elapsedNotice(ask.data.elapsedMs)}` : ''}
        </p>
        {shown && <AnswerDisplay answer={shown} stale={!ask.isSuccess} asking={ask.isPending} onAskAbout={askFollowUp} />}
      </Card>

      <ExplanatorySections />
    </section>
  );
}
