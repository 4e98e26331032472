import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { TOTAL_QUESTIONS, questionSequence } from '../data/questions';
import { PROGRESS_STORAGE_KEY, PROGRESS_VERSION, progressStorage, type QuizProgress } from './progress-storage';

interface QuizState extends QuizProgress {
  /**
   * True once the visitor has moved through the quiz in this page view. Focus
   * follows their moves (to the next heading), but a fresh page load or a
   * resumed quiz leaves focus where the browser puts it. Not persisted.
   */
  navigated: boolean;
  select: (option: number) => void;
  next: () => void;
  retake: () => void;
}

const initialProgress: QuizProgress = { questionIndex: 0, selected: null, answers: {}, finished: false };

export const useQuizStore = create<QuizState>()(
  persist(
    (set, get) => ({
      ...initialProgress,
      navigated: false,
      select: (option) => set({ selected: option }),
      next: () => {
        const { selected, questionIndex, answers, finished } = get();
        const current = questionSequence[questionIndex];
        if (selected === null || finished || !current) return;
        const recorded = { ...answers, [current.question.id]: selected };
        const isLast = questionIndex === TOTAL_QUESTIONS - 1;
        set({
          answers: recorded,
          selected: null,
          navigated: true,
          ...(isLast ? { finished: true } : { questionIndex: questionIndex + 1 }),
        });
      },
      retake: () => set({ ...initialProgress, navigated: true }),
    }),
    {
      name: PROGRESS_STORAGE_KEY,
      version: PROGRESS_VERSION,
      storage: progressStorage,
      partialize: ({ questionIndex, selected, answers, finished }) => ({ questionIndex, selected, answers, finished }),
    },
  ),
);
