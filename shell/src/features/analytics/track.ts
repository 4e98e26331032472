import { assessReadinessLink } from '../../content/navigation';
import { sendGtag } from './gtag';

// Each hook is a no-op until the visitor accepts cookies and the tag is installed.

export function trackFormSubmission(formName = 'contact'): void {
  sendGtag('event', 'form_submit', { form_name: formName });
}

export function trackEmailClick(): void {
  sendGtag('event', 'email_click');
}

export function trackConsultationRequest(): void {
  sendGtag('event', 'consultation_request');
}

export function trackAiReadinessClick(): void {
  sendGtag('event', 'ai_readiness_click');
}

/** For site links wherever they are rendered: following one to the assessment counts as an AI readiness click. */
export function trackLinkFollow(to: string): void {
  if (to === assessReadinessLink.to) trackAiReadinessClick();
}
