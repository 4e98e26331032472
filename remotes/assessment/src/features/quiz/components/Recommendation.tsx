import { buttonVariants } from '@meitheal/ui';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { nextSteps } from '../data/next-steps';
import type { Recommendation as RecommendationResult } from '../model/recommendation';

interface RecommendationProps {
  recommendation: RecommendationResult;
}

export function Recommendation({ recommendation }: RecommendationProps) {
  const headingId = useId();
  const step = nextSteps[recommendation.service];
  const { title, percent } = recommendation.weakestStage;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-5">
      <h3 id={headingId} className="text-lg font-semibold text-foreground">
        Your recommended next step: {step.name}
      </h3>
      <p className="text-foreground">
        Your lowest-scoring stage is {title} ({percent}%). {step.summary}
      </p>
      <Link to={step.href} className={buttonVariants({ variant: 'link', size: 'inline' })}>
        Learn about our {step.name} service
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
