import { renderInShell } from '@meitheal/federation/testing';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import App from '../../../App';
import { useQuizStore } from '../model/quiz-store';

/** Renders the remote as the shell would: inside a router and a query client. */
export function renderAssessment() {
  return renderInShell(App);
}

/** Back to a fresh page: empty quiz in memory and nothing saved. */
export function resetQuiz() {
  useQuizStore.setState({ questionIndex: 0, selected: null, answers: {}, finished: false, navigated: false });
  localStorage.clear();
}

/** Answers the next `options.length` questions by clicking, choosing the given option index on each. */
export async function answerQuestions(user: UserEvent, options: readonly number[]) {
  for (const option of options) {
    const radio = screen.getAllByRole('radio')[option];
    if (!radio) throw new Error(`No option ${option} on this question`);
    await user.click(radio);
    await user.click(screen.getByRole('button', { name: /^(Next|View Results)$/ }));
  }
}
