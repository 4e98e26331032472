import { ErrorBoundary } from '../components/ErrorBoundary';
import { CaseStudiesContent } from '../features/case-studies/components/CaseStudiesContent';
import { CaseStudiesErrorFallback } from '../features/case-studies/components/CaseStudiesErrorFallback';

export default function CaseStudiesPage() {
  return (
    <ErrorBoundary fallback={() => <CaseStudiesErrorFallback />}>
      <CaseStudiesContent />
    </ErrorBoundary>
  );
}
