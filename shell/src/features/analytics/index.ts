export { AnalyticsBootstrap } from './AnalyticsBootstrap';
export { trackAiReadinessClick, trackConsultationRequest, trackEmailClick, trackFormSubmission } from './track';
export { fireConversionOnce, markSubmissionPendingConversion } from './conversion';
