import { Button } from '@meitheal/ui';
import { Link } from 'react-router-dom';
import { Section } from '../../../components/Section';
import { implementations } from '../../../content/implementations';
import { DemoCard } from '../../case-studies/components/DemoCard';

export function ImplementationsSection() {
  return (
    <Section
      id="implementations"
      title="Industry Implementations"
      intro="AI working today for Irish industries. Try each live demo and picture it running on your own data."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {implementations
          .filter((demo) => demo.onHomePage)
          .map((demo) => (
            <li key={demo.href}>
              <DemoCard demo={demo} linkLabel="Try the Demo" />
            </li>
          ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link to="/case-studies">View All Industry Implementations</Link>
        </Button>
      </div>
    </Section>
  );
}
