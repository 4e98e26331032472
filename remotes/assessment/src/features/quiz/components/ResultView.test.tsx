import { getContactEmail, sendContactEmail } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDetailedResults } from '../model/detailed-results';
import { useQuizStore } from '../model/quiz-store';
import { answersFrom } from '../testing/answers';
import { renderAssessment, resetQuiz } from '../testing/render';

vi.mock('@meitheal/backend-client', () => ({ sendContactEmail: vi.fn(), getContactEmail: vi.fn() }));
vi.mock('@meitheal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@meitheal/ui')>()),
  toast: vi.fn(),
}));

const answers = answersFrom(() => 2); // 32 of 48 points, 67%

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openEmailCapture(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Get Detailed Analysis' }));
  return screen.getByLabelText('Email address');
}

describe('result screen e-mail capture', () => {
  beforeEach(() => {
    resetQuiz();
    useQuizStore.setState({ questionIndex: 15, answers, finished: true });
    vi.mocked(sendContactEmail).mockReset();
    vi.mocked(toast).mockReset();
    vi.mocked(getContactEmail).mockReset().mockResolvedValue('team@meitheal.ie');
  });

  it('switches to the e-mail capture and back to the score view', async () => {
    const { user } = renderAssessment();
    expect(screen.getByTestId('score-percent')).toHaveTextContent('67%');

    const input = await openEmailCapture(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Get your detailed analysis' })).toHaveFocus();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your AI readiness score' })).toHaveFocus();
    expect(screen.getByTestId('score-points')).toHaveTextContent('32 out of 48 points');
  });

  it('keeps the send button disabled until an e-mail address is entered', async () => {
    const { user } = renderAssessment();
    const input = await openEmailCapture(user);
    const send = screen.getByRole('button', { name: 'Send My Analysis' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'aoife@example.ie');
    expect(send).toBeEnabled();
  });

  it('sends the ai-readiness payload, shows Sending... meanwhile, then the success toast and the score view', async () => {
    const pending = deferred();
    vi.mocked(sendContactEmail).mockReturnValue(pending.promise);
    const { user } = renderAssessment();
    await user.type(await openEmailCapture(user), ' aoife@example.ie ');
    await user.click(screen.getByRole('button', { name: 'Send My Analysis' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(sendContactEmail).toHaveBeenCalledTimes(1);
    expect(sendContactEmail).toHaveBeenCalledWith({
      type: 'ai-readiness',
      name: 'AI Readiness Assessment',
      email: 'aoife@example.ie',
      aiReadinessData: { score: 67, totalPoints: 32, maxPoints: 48, detailedResults: buildDetailedResults(answers) },
    });

    pending.resolve({ success: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your AI readiness score' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Results sent successfully!',
      description: 'Your detailed analysis has been sent to our team and will be delivered within 4 hours',
    });
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('shows the error toast with the configured contact address and stays on the form when the send fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(sendContactEmail).mockRejectedValue(new Error('Edge function returned 500'));
    const { user } = renderAssessment();
    await user.type(await openEmailCapture(user), 'aoife@example.ie');
    await user.click(screen.getByRole('button', { name: 'Send My Analysis' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error sending results',
        description: 'Please try again later or contact us directly at team@meitheal.ie',
        variant: 'destructive',
      }),
    );
    // No automatic retry: one failed call, and the visitor can try again.
    expect(sendContactEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send My Analysis' })).toBeEnabled();
    expect(screen.getByLabelText('Email address')).toHaveValue('aoife@example.ie');
    expect(consoleError).toHaveBeenCalled();
  });
});
