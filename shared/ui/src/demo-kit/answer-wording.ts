// Who writes a demo's answer, said the same way on every page and true in
// both of the site's modes: without a language model, our own composer writes
// every answer from our material; with one configured, the model words the
// answer from that same material only, the page marks its answers, and the
// visitor's text goes to the model's provider. Each demo names its material
// and its own checks; the sentences around them are shared.

export interface AnswerWording {
  /** What the answer is made from: 'the entries it found'. */
  material: string;
  /** What our composer writes from it when no model is configured. */
  offline: string;
  /** What a model may change, and what stays ours whatever it writes. */
  model: string;
  /** What is sent to the model's provider when one is configured. */
  sent: string;
}

export const AI_BADGE_LABEL = 'Worded by AI from our sources';

/** The How It Works step every demo shows about who writes its answers. */
export function wordingStep(wording: AnswerWording): { title: string; text: string } {
  return {
    title: 'The answer is worded',
    text: [
      `Without a language model, our own composer writes ${wording.offline} from ${wording.material}: nothing is made up.`,
      `Where the site has a language model configured, ${wording.sent} are sent to its provider and it words the answer from ${wording.material} only: ${wording.model}`,
      `Answers it wrote carry the badge “${AI_BADGE_LABEL}”; if it fails or strays from that material, you get our own answer instead.`,
    ].join(' '),
  };
}

// Each demo's material and checks, in the words the step above puts together:
// one constant per demo, so a page's bundle carries only its own wording.
export const SAFETY_TALK_WORDING = {
  material: 'the talking points chosen from our knowledge base',
  offline: 'five to seven talking points, most serious risk first,',
  model:
    'it rephrases those points for your activities, one for one and in the same order, and may add no figure of its own. The sources stay ours.',
  sent: 'your description and those points',
} as const satisfies AnswerWording;

export const DOCUMENT_QA_WORDING = {
  material: 'the passages of your document that match your question',
  offline: 'the answer by quoting the best sentences with their section references',
  model:
    'every figure it gives must be in those passages, and our quotes of them follow its answer so you can check it. A question asked before is answered from the cache, never by the model.',
  sent: 'your question and those passages',
} as const satisfies AnswerWording;

export const LOGISTICS_WORDING = {
  material: 'our knowledge entries and the pages read for your question',
  offline: 'the brief',
  model:
    'it may only reorganise and rephrase that material and your own figures. The headings, the live excerpts and the sources list stay ours.',
  sent: 'your question, the conversation so far and that material',
} as const satisfies AnswerWording;

export const TAX_WORDING = {
  material: 'the knowledge-base entries your question is about',
  offline: 'the guidance, figure first,',
  model:
    'each entry’s headline figure must survive and no other figure may appear. The sources, the tax year and the closing note stay ours.',
  sent: 'your question and those entries',
} as const satisfies AnswerWording;
