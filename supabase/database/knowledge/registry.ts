// Every knowledge base whose rows are written in TypeScript. A new demo's
// knowledge is one entry here (and a migration that creates its table).
import { logisticsKnowledge } from './bases/logistics.ts';
import { safetyKnowledge } from './bases/safety.ts';
import { taxKnowledge, taxTriggers } from './bases/tax.ts';
import type { KnowledgeBase } from './knowledge-sync.ts';

export const knowledgeBases: readonly KnowledgeBase[] = [safetyKnowledge, logisticsKnowledge, taxKnowledge, taxTriggers];
