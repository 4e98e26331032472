// Every knowledge base whose rows are written in TypeScript, in the order
// their migrations run (tax triggers after the tax entries they reference).
// Each function maps its own entries to rows (`knowledge/rows.ts`), so the
// rows the migrations hold are the rows the function hashes at run time. A
// new demo's knowledge is one entry here (and a migration that creates its table).
import { safetyKnowledgeBase } from '../../functions/generate-safety-talk/knowledge/rows.ts';
import { taxKnowledgeBases } from '../../functions/generate-tax-guidance/knowledge/rows.ts';
import { logisticsKnowledgeBase } from '../../functions/logistics-planning-areas/knowledge/rows.ts';
import type { KnowledgeBase } from './knowledge-sync.ts';

export const knowledgeBases: readonly KnowledgeBase[] = [safetyKnowledgeBase, logisticsKnowledgeBase, ...taxKnowledgeBases];
