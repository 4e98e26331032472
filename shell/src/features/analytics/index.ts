// The conversion (features/analytics/conversion) is a separate entry: only the
// contact form and /form-submitted need it, and through this index every page
// would load it.
export { AnalyticsBootstrap } from './AnalyticsBootstrap';
export { trackAiReadinessClick, trackConsultationRequest, trackEmailClick, trackFormSubmission, trackLinkFollow } from './track';
