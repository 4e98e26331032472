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
