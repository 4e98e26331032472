export { loadRuntimeConfig, runtimeConfigSchema, type RuntimeConfig } from './runtime-config';
export { getSupabase } from './supabase-client';
export { invokeFunction, FunctionCallError } from './invoke-function';
export { sendContactEmail, type ContactMessage, type ReadinessReport, type ReadinessStageResult } from './contact-email';
export { DEFAULT_CONTACT_EMAIL } from './default-contact-email';
export { getContactEmail } from './contact-address';
export { invokeFunctionStream } from './invoke-function-stream';
