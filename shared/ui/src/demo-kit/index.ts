// The parts every AI demo shares, imported by path (`@meitheal/ui/demo-kit`)
// so that the shell's copy of @meitheal/ui stays without them. Nothing here
// loads the Markdown parser: `useAsk` only starts its download when a
// question is sent.
export { askFunction, readAnswer, EmptyAnswerError, UnreadableAnswerError, type FunctionCall } from './ask-function';
export { useAsk, type AskOptions, type AskState } from './use-ask';
export {
  failureKind,
  failureMessage,
  refusalDetail,
  DOCUMENT_QUERY_FAILURES,
  DOCUMENT_UPLOAD_FAILURES,
  LOGISTICS_FAILURES,
  SAFETY_TALK_FAILURES,
  TAX_FAILURES,
  type FailureKind,
  type FailureMessages,
} from './error-messages';
export {
  AI_BADGE_LABEL,
  DOCUMENT_QA_WORDING,
  LOGISTICS_WORDING,
  SAFETY_TALK_WORDING,
  TAX_WORDING,
  wordingStep,
  type AnswerWording,
} from './answer-wording';
export { AiBadge } from './AiBadge';
export { SourcesList } from './SourcesList';
export { Disclaimer } from './Disclaimer';
export { HowItWorks, type HowItWorksStep } from './HowItWorks';
export { StreamingAnswer } from './StreamingAnswer';
export { FollowUps } from './FollowUps';
export type { GeneratedBy, Source } from '../../../../supabase/functions/_shared/contract.ts';
