import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '../model/progress-storage';
import { useQuizStore } from '../model/quiz-store';
import { answerQuestions, renderAssessment, resetQuiz } from '../testing/render';

vi.mock('@meitheal/backend-client', () => ({ sendContactEmail: vi.fn(), loadRuntimeConfig: vi.fn() }));

function progressWidth() {
  const bar = screen.getByRole('progressbar', { name: 'Assessment progress' });
  return (bar.firstElementChild as HTMLElement).style.width;
}

// Stage 1 all 3s, stage 2 all 2s, stage 3 all 1s, stage 4 0,0,0,1: 12 + 8 + 4 + 1 = 25 points, 52%.
const mixedAnswers = [3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 1];

describe('assessment flow', () => {
  beforeEach(resetQuiz);

  it('starts on question 1 of 16 with the first stage, its progress and Next disabled', async () => {
    const { user } = renderAssessment();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Baseline Readiness' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 16')).toBeInTheDocument();
    expect(progressWidth()).toBe('6.25%');
    expect(screen.getByRole('group', { name: 'Where does your business data live today?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /In spreadsheets/ }));
    expect(next).toBeEnabled();
  });

  it('moves to the next question with the selection cleared, progress advanced and focus on the new question', async () => {
    const { user } = renderAssessment();
    await answerQuestions(user, [1]);

    expect(screen.getByText('Question 2 of 16')).toBeInTheDocument();
    expect(progressWidth()).toBe('12.5%');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 3, name: 'How comfortable is your team with AI tools?' })).toHaveFocus();
  });

  it('changes stage after the fourth question and shows View Results only on the sixteenth', async () => {
    const { user } = renderAssessment();
    await answerQuestions(user, [0, 0, 0, 0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Prioritise Use-Cases' })).toBeInTheDocument();
    expect(screen.getByText('Question 5 of 16')).toBeInTheDocument();

    await answerQuestions(user, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Pilot and Scale' })).toBeInTheDocument();
    expect(screen.getByText('Question 15 of 16')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();

    await answerQuestions(user, [0]);
    expect(screen.getByText('Question 16 of 16')).toBeInTheDocument();
    expect(progressWidth()).toBe('100%');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Results' })).toBeDisabled();
  });

  it('shows the score, points, band, stage breakdown and recommended next step after the last question', async () => {
    const { user } = renderAssessment();
    await answerQuestions(user, mixedAnswers);

    expect(screen.getByRole('heading', { level: 2, name: 'Your AI readiness score' })).toHaveFocus();
    expect(screen.getByTestId('score-percent')).toHaveTextContent('52%');
    expect(screen.getByTestId('score-points')).toHaveTextContent('25 out of 48 points');
    expect(screen.getByRole('heading', { name: 'You have good foundations in place' })).toBeInTheDocument();

    const breakdown = within(screen.getByRole('region', { name: 'Your score by stage' }));
    const rows = breakdown.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Baseline Readiness12 of 12 points (100%)',
      'Prioritise Use-Cases8 of 12 points (67%)',
      'Roadmap & PoC Status4 of 12 points (33%)',
      'Pilot and Scale1 of 12 points (8%)',
    ]);

    const recommendation = within(screen.getByRole('region', { name: 'Your recommended next step: Pilot' }));
    expect(recommendation.getByText(/lowest-scoring stage is Pilot and Scale \(8%\)/)).toBeInTheDocument();
    expect(recommendation.getByRole('link', { name: 'Learn about our Pilot service' })).toHaveAttribute('href', '/services/pilot');
  });

  it('shows the lowest band and a Plan recommendation when every answer is the least mature', async () => {
    const { user } = renderAssessment();
    await answerQuestions(user, Array<number>(16).fill(0));
    expect(screen.getByTestId('score-percent')).toHaveTextContent('0%');
    expect(screen.getByTestId('score-points')).toHaveTextContent('0 out of 48 points');
    expect(screen.getByRole('heading', { name: 'You are at the beginning of your AI journey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn about our Plan service' })).toHaveAttribute('href', '/services/planning');
  });

  it('starts again from question 1 on Retake, with the saved progress reset', async () => {
    const { user } = renderAssessment();
    await answerQuestions(user, mixedAnswers);
    await user.click(screen.getByRole('button', { name: 'Retake Assessment' }));

    expect(screen.getByText('Question 1 of 16')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Where does your business data live today?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(useQuizStore.getState()).toMatchObject({ questionIndex: 0, selected: null, answers: {}, finished: false });
    expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? 'null')).toMatchObject({
      state: { questionIndex: 0, answers: {}, finished: false },
    });
  });
});

describe('keyboard use', () => {
  beforeEach(resetQuiz);

  it('moves with arrow keys, selects with Space and goes Next with Enter on the chosen option', async () => {
    const { user } = renderAssessment();
    await user.tab();
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveFocus();

    // Enter before anything is chosen must not skip the question.
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 1 of 16')).toBeInTheDocument();

    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[2]).toBeChecked();

    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 16')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How comfortable is your team with AI tools?' })).toHaveFocus();
    expect(useQuizStore.getState().answers).toEqual({ '1.1': 2 });
  });
});
