import { Button } from '@meitheal/ui';
import { exampleScenarios, type ExampleScenario } from '../data/examples';

interface ExampleScenariosProps {
  onChoose: (scenario: ExampleScenario) => void;
  disabled: boolean;
}

export function ExampleScenarios({ onChoose, disabled }: ExampleScenariosProps) {
  return (
    <div role="group" aria-label="Example scenarios" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Try an example:</span>
      {exampleScenarios.map((scenario) => (
        <Button key={scenario.id} type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChoose(scenario)}>
          {scenario.label}
        </Button>
      ))}
    </div>
  );
}
