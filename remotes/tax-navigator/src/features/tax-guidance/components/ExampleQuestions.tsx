import { Button } from '@meitheal/ui';
import { exampleQuestions } from '../data/examples';

interface ExampleQuestionsProps {
  onChoose: (question: string) => void;
  disabled: boolean;
}

export function ExampleQuestions({ onChoose, disabled }: ExampleQuestionsProps) {
  return (
    <div role="group" aria-label="Example questions" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Try an example:</span>
      {exampleQuestions.map((question) => (
        <Button key={question} type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChoose(question)}>
          {question}
        </Button>
      ))}
    </div>
  );
}
