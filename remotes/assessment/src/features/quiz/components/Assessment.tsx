import { Card } from '@meitheal/ui';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuizStore } from '../model/quiz-store';
import { QuizStep } from './QuizStep';
import { ResultView } from './ResultView';

/** The /ai-readiness page: the quiz until every question is answered, then the result. */
export function Assessment() {
  const headingId = useId();
  const finished = useQuizStore((state) => state.finished);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        AI Readiness Assessment
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Sixteen quick questions across four stages show how ready your business is for AI and where to focus first. It takes about five
        minutes, and your answers are saved on this device as you go.
      </p>
      <Card className="mt-8 p-6 sm:p-8">{finished ? <ResultView /> : <QuizStep />}</Card>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </section>
  );
}
