import { Button } from '@meitheal/ui';
import { ArrowRight } from 'lucide-react';
import type { FormEvent } from 'react';
import type { Question } from '../data/questions';
import { AnswerOption } from './AnswerOption';
import { ViewHeading } from './ViewHeading';

interface QuestionCardProps {
  question: Question;
  selected: number | null;
  isLast: boolean;
  /** Move focus to the question heading when it appears, so screen readers announce it. */
  focusHeading: boolean;
  onSelect: (option: number) => void;
  onNext: () => void;
}

export function QuestionCard({ question, selected, isLast, focusHeading, onSelect, onNext }: QuestionCardProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNext();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-4">
          <ViewHeading level={3} focusOnMount={focusHeading} className="text-lg">
            {question.text}
          </ViewHeading>
        </legend>
        {question.options.map((option, index) => (
          <AnswerOption
            key={option}
            name={`question-${question.id}`}
            value={index}
            label={option}
            checked={selected === index}
            onSelect={onSelect}
            onConfirm={onNext}
          />
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={selected === null}>
          {isLast ? 'View Results' : 'Next'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
