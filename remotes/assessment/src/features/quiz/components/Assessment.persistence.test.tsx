import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '../model/progress-storage';
import { useQuizStore } from '../model/quiz-store';
import { answerQuestions, renderAssessment, resetQuiz } from '../testing/render';

vi.mock('@meitheal/backend-client', () => ({ sendContactEmail: vi.fn(), loadRuntimeConfig: vi.fn() }));

/** What a page reload does: a fresh, empty store that reads the saved progress. */
async function reloadWith(saved: string | null) {
  resetQuiz();
  if (saved !== null) localStorage.setItem(PROGRESS_STORAGE_KEY, saved);
  await useQuizStore.persist.rehydrate();
}

describe('saved progress', () => {
  beforeEach(resetQuiz);

  it('resumes at the same question with the answers and current choice kept after a reload', async () => {
    const first = renderAssessment();
    await answerQuestions(first.user, [3, 3, 3, 3, 2]);
    await first.user.click(screen.getAllByRole('radio')[1]!);
    first.unmount();
    const saved = localStorage.getItem(PROGRESS_STORAGE_KEY);

    await reloadWith(saved);
    const { user } = renderAssessment();
    expect(screen.getByText('Question 6 of 16')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')[1]).toBeChecked();
    // A resumed page does not steal focus; only the visitor's own moves do.
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answerQuestions(user, Array<number>(10).fill(0));
    // 12 from stage 1, 2 + 1 from the two stage-2 answers, nothing after.
    expect(screen.getByTestId('score-points')).toHaveTextContent('15 out of 48 points');
  });

  it('reopens the result screen when the quiz was finished before the reload', async () => {
    await reloadWith(
      JSON.stringify({
        state: {
          questionIndex: 15,
          selected: null,
          answers: Object.fromEntries(['1', '2', '3', '4'].flatMap((s) => ['1', '2', '3', '4'].map((q) => [`${s}.${q}`, 3]))),
          finished: true,
        },
        version: 1,
      }),
    );
    renderAssessment();
    expect(screen.getByTestId('score-percent')).toHaveTextContent('100%');
  });

  it.each([
    ['text that is not JSON', '{"state": {"questionIndex": 4,'],
    ['a value of the wrong shape', JSON.stringify({ state: { questionIndex: 'four' }, version: 1 })],
    [
      'an out-of-range answer',
      JSON.stringify({ state: { questionIndex: 1, selected: null, answers: { '1.1': 7 }, finished: false }, version: 1 }),
    ],
    [
      'a skipped question',
      JSON.stringify({ state: { questionIndex: 5, selected: null, answers: { '1.1': 1 }, finished: false }, version: 1 }),
    ],
    [
      'an unknown question id',
      JSON.stringify({ state: { questionIndex: 1, selected: null, answers: { '1.1': 1, '9.1': 2 }, finished: false }, version: 1 }),
    ],
    [
      'another version',
      JSON.stringify({ state: { questionIndex: 1, selected: null, answers: { '1.1': 1 }, finished: false }, version: 2 }),
    ],
  ])('starts afresh and clears the saved value when it holds %s', async (_label, saved) => {
    await reloadWith(saved);
    renderAssessment();
    expect(screen.getByText('Question 1 of 16')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
  });
});
