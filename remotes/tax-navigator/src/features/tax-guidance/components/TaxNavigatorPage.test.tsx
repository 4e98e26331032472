import { FunctionCallError, invokeFunctionStream } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coveredAreas } from '../data/covered-areas';
import { exampleQuestions } from '../data/examples';
import { renderTaxNavigator } from '../testing/render';
import {
  MAX_QUESTION_LENGTH,
  TAX_AREAS,
  TAX_KNOWLEDGE_REVIEWED_ON,
} from '../../../../../../supabase/functions/generate-tax-guidance/contract.ts';
import { longDate } from '../model/long-date';

vi.mock('@meitheal/backend-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunctionStream: vi.fn(),
}));
vi.mock('@meitheal/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

const answer = {
  guidance:
    '### When you must register for VAT\n\n**Register once turnover exceeds €42,500 for services.**\n\n**Sources:** [Revenue: What are the VAT thresholds?](https://www.revenue.ie/en/vat/thresholds.aspx)\n\n<script>alert(1)</script>',
  sources: [
    {
      title: 'Revenue: What are the VAT thresholds?',
      publisher: 'Revenue',
      url: 'https://www.revenue.ie/en/vat/thresholds.aspx',
      asOf: '2026-11-22',
      kind: 'knowledge',
    },
  ],
  taxYear: 2026,
  covered: true,
  reviewedOn: '2026-11-25',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const questionBox = () => screen.getByRole('textbox', { name: 'Your tax question' });
const askButton = () => screen.getByRole('button', { name: /^(Get tax guidance|Generating guidance\.\.\.)$/ });

beforeEach(() => {
  vi.mocked(toast).mockClear();
  vi.mocked(invokeFunctionStream).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the page', () => {
  it('has the heading, the four-step How It Works, the covered areas and the disclaimer', () => {
    renderTaxNavigator();
    expect(screen.getByRole('heading', { level: 1, name: 'Irish Tax Navigator' })).toBeInTheDocument();
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    expect(within(howItWorks).getAllByRole('listitem')).toHaveLength(4);
    // Says what happens in both modes, beside a badge that may say a model worded the answer.
    expect(howItWorks).toHaveTextContent(/Without a language model, our own composer writes/);
    expect(howItWorks).toHaveTextContent(
      /Where the site has a language model configured, your question and those entries are sent to its provider/,
    );
    expect(howItWorks).not.toHaveTextContent(/No language model, so nothing is made up/);
    const covered = screen.getByRole('region', { name: 'What the navigator covers' });
    expect(within(covered).getAllByRole('listitem')).toHaveLength(coveredAreas.length);
    expect(screen.getByRole('region', { name: 'Legal disclaimer' })).toHaveTextContent(
      /not tax, legal or financial advice.*Revenue or a qualified tax adviser/s,
    );
  });
});

describe('the contract', () => {
  it("bounds the question box by the function's own limit and lists the function's own areas", () => {
    renderTaxNavigator();
    expect(questionBox()).toHaveAttribute('maxLength', String(MAX_QUESTION_LENGTH));
    const covered = screen.getByRole('region', { name: 'What the navigator covers' });
    expect(
      within(covered)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(TAX_AREAS.map((area) => area.title));
  });
});

describe('asking a question', () => {
  it('asks for a question when the box is empty or blank, and sends nothing', async () => {
    const user = userEvent.setup();
    renderTaxNavigator();
    await user.click(askButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a tax question');
    expect(questionBox()).toHaveAttribute('aria-invalid', 'true');
    await user.type(questionBox(), '   ');
    await user.click(askButton());
    expect(invokeFunctionStream).not.toHaveBeenCalled();
  });

  it('fills the box from an example and clears the last answer', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream).mockResolvedValue(answer);
    renderTaxNavigator();
    await user.type(questionBox(), 'VAT threshold?');
    await user.click(askButton());
    expect(await screen.findByRole('region', { name: 'Tax guidance' })).toBeInTheDocument();
    const examples = screen.getByRole('group', { name: 'Example questions' });
    await user.click(within(examples).getByRole('button', { name: exampleQuestions[1]! }));
    expect(questionBox()).toHaveValue(exampleQuestions[1]);
    expect(screen.queryByRole('region', { name: 'Tax guidance' })).not.toBeInTheDocument();
  });

  it('shows loading, then the guidance as safe Markdown with its source link and tax year', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    vi.mocked(invokeFunctionStream).mockReturnValue(pending.promise as never);
    renderTaxNavigator();
    expect(screen.getByText(/Your guidance appears here/)).toBeInTheDocument();
    await user.type(questionBox(), '  When do I have to register for VAT?  ');
    await user.click(askButton());
    expect(invokeFunctionStream).toHaveBeenCalledWith(
      'generate-tax-guidance',
      { question: 'When do I have to register for VAT?' },
      expect.any(Function),
    );
    expect(askButton()).toBeDisabled();
    expect(askButton()).toHaveTextContent('Generating guidance...');
    expect(screen.getByRole('status')).toHaveTextContent('Generating guidance...');
    expect(screen.queryByText(/Your guidance appears here/)).not.toBeInTheDocument();

    pending.resolve(answer);
    const result = await screen.findByRole('region', { name: 'Tax guidance' });
    // The Markdown parser loads on first use, so the rendered link may come a moment after the region.
    expect(await within(result).findByRole('link', { name: 'Revenue: What are the VAT thresholds?' })).toHaveAttribute(
      'href',
      'https://www.revenue.ie/en/vat/thresholds.aspx',
    );
    expect(within(result).getByText(/€42,500/)).toBeInTheDocument();
    expect(within(result).getByText('Tax year 2026')).toBeInTheDocument();
    expect(within(result).getByText(/Knowledge last reviewed on/)).toHaveTextContent('Knowledge last reviewed on 25 November 2026.');
    expect(result.querySelector('script')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Tax guidance ready.');
  });

  it('shows a streamed answer as it is written, keeping the loading state until the first words, then the whole answer', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    let write: (text: string) => void = () => {};
    vi.mocked(invokeFunctionStream).mockImplementation((_name, _body, onText) => {
      write = onText;
      return pending.promise as never;
    });
    renderTaxNavigator();
    await user.type(questionBox(), 'When do I have to register for VAT?');
    await user.click(askButton());
    expect(screen.queryByRole('region', { name: 'Tax guidance being written' })).not.toBeInTheDocument();
    expect(askButton()).toHaveTextContent('Generating guidance...');

    act(() => write('You must register once turnover passes €42,500 for services. '));
    const writing = screen.getByRole('region', { name: 'Tax guidance being written' });
    expect(writing).toHaveTextContent('You must register once turnover passes €42,500 for services.');
    act(() => write('Goods: €85,000.'));
    expect(writing).toHaveTextContent('Goods: €85,000.');

    pending.resolve({ ...answer, generatedBy: 'model' });
    const result = await screen.findByRole('region', { name: 'Tax guidance' });
    expect(within(result).getByText('Worded by AI from our sources')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tax guidance being written' })).not.toBeInTheDocument();
  });

  it('says when a language model worded the answer, and nothing when our composer did', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream)
      .mockResolvedValueOnce({ ...answer, generatedBy: 'model' })
      .mockResolvedValueOnce({ ...answer, guidance: 'Composed by our own composer.', generatedBy: 'offline' });
    renderTaxNavigator();
    await user.type(questionBox(), 'VAT threshold?');
    await user.click(askButton());
    const result = await screen.findByRole('region', { name: 'Tax guidance' });
    expect(within(result).getByText('Worded by AI from our sources')).toBeInTheDocument();
    await user.click(askButton());
    const offline = await screen.findByRole('region', { name: 'Tax guidance' });
    await within(offline).findByText('Composed by our own composer.');
    expect(within(offline).getByText('Tax year 2026')).toBeInTheDocument();
    expect(screen.queryByText('Worded by AI from our sources')).not.toBeInTheDocument();
  });

  it('shows a not-covered answer without a tax year', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream).mockResolvedValue({
      guidance: '### Not covered: this is not an Irish tax question\n\nLook at HMRC at gov.uk.',
      sources: [],
      taxYear: null,
      covered: false,
    });
    renderTaxNavigator();
    await user.type(questionBox(), 'VAT in the UK?');
    await user.click(askButton());
    const result = await screen.findByRole('region', { name: 'Tax guidance' });
    expect(await within(result).findByRole('heading', { name: /Not covered/ })).toBeInTheDocument();
    expect(within(result).queryByText(/Tax year/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/not covered/);
  });

  it('offers the nearest topics as questions: one click fills the box and asks, and the last answer stays until the next arrives', async () => {
    const user = userEvent.setup();
    const next = deferred<unknown>();
    vi.mocked(invokeFunctionStream)
      .mockResolvedValueOnce({
        guidance: '### Not covered by our knowledge base\n\nWe could not find that in our knowledge base.',
        sources: [],
        taxYear: null,
        covered: false,
        suggestions: ['Corporation tax rates', 'Fisher Tax Credit', 'Capital acquisitions tax (gift and inheritance tax) thresholds'],
      })
      .mockReturnValueOnce(next.promise as never);
    renderTaxNavigator();
    await user.type(questionBox(), 'How much is the tax on a lottery win?');
    await user.click(askButton());
    const result = await screen.findByRole('region', { name: 'Tax guidance' });
    const followUps = within(result).getByRole('group', { name: 'Nearest topics we cover' });
    expect(within(followUps).getAllByRole('button')).toHaveLength(3);

    await user.click(within(followUps).getByRole('button', { name: 'Ask instead: Fisher Tax Credit' }));
    expect(invokeFunctionStream).toHaveBeenLastCalledWith('generate-tax-guidance', { question: 'Fisher Tax Credit' }, expect.any(Function));
    expect(questionBox()).toHaveValue('Fisher Tax Credit');
    expect(questionBox()).toHaveFocus();
    // While the new answer is on its way, the last one is still there to read, its follow-ups waiting.
    const kept = screen.getByRole('region', { name: 'Tax guidance' });
    expect(kept).toHaveAttribute('aria-busy', 'true');
    expect(kept).toHaveTextContent('You asked: How much is the tax on a lottery win?');
    expect(kept).toHaveTextContent('We could not find that in our knowledge base.');
    for (const button of within(kept).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Generating guidance...');

    next.resolve({ ...answer, guidance: 'The Fisher Tax Credit is **€1,000** a year.' });
    await within(screen.getByRole('region', { name: 'Tax guidance' })).findByText('€1,000');
    const answered = screen.getByRole('region', { name: 'Tax guidance' });
    expect(answered).toHaveTextContent('You asked: Fisher Tax Credit');
    expect(answered).not.toHaveAttribute('aria-busy');
    // A covered answer offers no follow-ups.
    expect(within(answered).queryByRole('group', { name: 'Nearest topics we cover' })).not.toBeInTheDocument();
  });

  it('keeps the last answer when asking a follow-up fails', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream)
      .mockResolvedValueOnce({
        guidance: 'Not covered by our knowledge base.',
        sources: [],
        taxYear: null,
        covered: false,
        suggestions: ['Corporation tax rates'],
      })
      .mockRejectedValueOnce(new FunctionCallError('failed', 500));
    renderTaxNavigator();
    await user.type(questionBox(), 'Lottery win?');
    await user.click(askButton());
    await user.click(await screen.findByRole('button', { name: 'Ask instead: Corporation tax rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate tax guidance. Please try again.');
    const kept = screen.getByRole('region', { name: 'Tax guidance' });
    expect(kept).toHaveTextContent('You asked: Lottery win?');
    expect(within(kept).getByRole('button', { name: 'Ask instead: Corporation tax rates' })).toBeEnabled();
  });

  it('says so when the guidance comes back empty', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream).mockResolvedValue({ ...answer, guidance: '  ' });
    renderTaxNavigator();
    await user.type(questionBox(), 'Something');
    await user.click(askButton());
    const result = await screen.findByRole('region', { name: 'Tax guidance' });
    expect(result).toHaveTextContent('No guidance was generated. Please try again or rephrase it for better results.');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'No guidance generated. Please try again.' }));
  });

  it('shows the call failure message, with the server explanation of a refused request', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream).mockRejectedValue(new FunctionCallError('Invalid request. question: too long', 400));
    renderTaxNavigator();
    await user.type(questionBox(), 'VAT?');
    await user.click(askButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate tax guidance. Please try again.');
    expect(alert).toHaveTextContent('Invalid request. question: too long');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to generate tax guidance. Please try again.', variant: 'destructive' }),
    );
    expect(askButton()).toBeEnabled();
  });

  it('shows the general error message when the answer cannot be read', async () => {
    const user = userEvent.setup();
    vi.mocked(invokeFunctionStream).mockResolvedValue({ nothing: true });
    renderTaxNavigator();
    await user.type(questionBox(), 'VAT?');
    await user.click(askButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while generating guidance. Please try again.');
    expect(screen.queryByRole('region', { name: 'Tax guidance' })).not.toBeInTheDocument();
  });
});

describe('when the knowledge was reviewed', () => {
  it("is shown on the page before any question, from the function's own contract", () => {
    renderTaxNavigator();
    const covered = screen.getByRole('region', { name: 'What the navigator covers' });
    expect(within(covered).getByText(/Knowledge last reviewed on/)).toHaveTextContent(
      `Knowledge last reviewed on ${longDate(TAX_KNOWLEDGE_REVIEWED_ON)}`,
    );
    expect(covered.querySelector('time')).toHaveAttribute('dateTime', TAX_KNOWLEDGE_REVIEWED_ON);
  });

  it('is written as a reader writes dates', () => {
    expect(longDate('2026-11-25')).toBe('25 November 2026');
    expect(longDate('2027-01-01')).toBe('1 January 2027');
  });
});
