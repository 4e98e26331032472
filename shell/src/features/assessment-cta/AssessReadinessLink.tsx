import { ClipboardCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { assessReadinessLink } from '../../content/navigation';
import { trackLinkFollow } from '../analytics';

/**
 * 'Assess Your AI Readiness': the label, the destination and the tracking
 * call in one place, for every button that invites a visitor to the assessment
 * (wrap it in `<Button asChild>` for the look).
 */
export function AssessReadinessLink(props: Omit<ComponentProps<typeof Link>, 'to' | 'children'>) {
  return (
    <Link
      {...props}
      to={assessReadinessLink.to}
      onClick={(event) => {
        trackLinkFollow(assessReadinessLink.to);
        props.onClick?.(event);
      }}
    >
      <ClipboardCheck aria-hidden="true" />
      {assessReadinessLink.label}
    </Link>
  );
}
