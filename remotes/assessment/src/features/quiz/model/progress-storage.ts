import type { PersistStorage, StorageValue } from 'zustand/middleware';
import * as z from 'zod/mini';
import { MAX_POINTS_PER_QUESTION, TOTAL_QUESTIONS, questionSequence } from '../data/questions';

export const PROGRESS_STORAGE_KEY = 'meitheal.assessment.v1';
export const PROGRESS_VERSION = 1;

export interface QuizProgress {
  /** Position in the flat question sequence, 0 to 15. */
  questionIndex: number;
  /** Option chosen on the current question but not yet confirmed with Next. */
  selected: number | null;
  answers: Record<string, number>;
  finished: boolean;
}

const optionIndex = z.int().check(z.minimum(0), z.maximum(MAX_POINTS_PER_QUESTION));
const knownIds = new Set(questionSequence.map(({ question }) => question.id));

const progressSchema = z
  .object({
    questionIndex: z.int().check(z.minimum(0), z.maximum(TOTAL_QUESTIONS - 1)),
    selected: z.nullable(optionIndex),
    answers: z.record(z.string(), optionIndex),
    finished: z.boolean(),
  })
  .check(
    // Well-typed values can still describe an impossible quiz (a skipped
    // question, an id from an older question set); those must reset too.
    z.refine((progress) => {
      if (!Object.keys(progress.answers).every((id) => knownIds.has(id))) return false;
      const answeredUpTo = progress.finished ? TOTAL_QUESTIONS : progress.questionIndex;
      return questionSequence.slice(0, answeredUpTo).every(({ question }) => question.id in progress.answers);
    }),
  );

const storedSchema = z.object({ state: progressSchema, version: z.literal(PROGRESS_VERSION) });

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the quiz then just doesn't resume.
    return undefined;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * localStorage, validated on read: anything that is not a consistent saved
 * quiz is removed, so a corrupt or outdated value resets the quiz cleanly
 * instead of crashing it.
 */
export const progressStorage: PersistStorage<QuizProgress> = {
  getItem(name) {
    const raw = storage()?.getItem(name);
    if (raw == null) return null;
    const parsed = storedSchema.safeParse(parseJson(raw));
    if (parsed.success) return parsed.data satisfies StorageValue<QuizProgress>;
    storage()?.removeItem(name);
    return null;
  },
  setItem(name, value) {
    try {
      storage()?.setItem(name, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the visitor the ability to resume.
    }
  },
  removeItem(name) {
    storage()?.removeItem(name);
  },
};
