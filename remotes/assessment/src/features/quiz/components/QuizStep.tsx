import { TOTAL_QUESTIONS, questionSequence, stages } from '../data/questions';
import { useQuizStore } from '../model/quiz-store';
import { ProgressHeader } from './ProgressHeader';
import { QuestionCard } from './QuestionCard';

/** The current question with its stage and progress, wired to the quiz store. */
export function QuizStep() {
  const questionIndex = useQuizStore((state) => state.questionIndex);
  const selected = useQuizStore((state) => state.selected);
  const navigated = useQuizStore((state) => state.navigated);
  const select = useQuizStore((state) => state.select);
  const next = useQuizStore((state) => state.next);
  const step = questionSequence[questionIndex];
  // The store only ever holds an index inside the sequence (validated on load), so this is unreachable.
  if (!step) return null;

  return (
    <div className="space-y-8">
      <ProgressHeader stage={step.stage} stageCount={stages.length} questionNumber={questionIndex + 1} totalQuestions={TOTAL_QUESTIONS} />
      <QuestionCard
        // A new key per question remounts the card, which resets its focus handling.
        key={step.question.id}
        question={step.question}
        selected={selected}
        isLast={questionIndex === TOTAL_QUESTIONS - 1}
        focusHeading={navigated}
        onSelect={select}
        onNext={next}
      />
    </div>
  );
}
