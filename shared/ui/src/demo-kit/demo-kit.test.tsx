import { FunctionCallError, invokeFunctionStream } from '@meitheal/backend-client';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { askFunction, EmptyAnswerError, UnreadableAnswerError } from './ask-function';
import { AiBadge } from './AiBadge';
import { DOCUMENT_QA_WORDING, LOGISTICS_WORDING, SAFETY_TALK_WORDING, TAX_WORDING, wordingStep } from './answer-wording';
import {
  DOCUMENT_QUERY_FAILURES,
  DOCUMENT_UPLOAD_FAILURES,
  failureMessage,
  LOGISTICS_FAILURES,
  refusalDetail,
  TAX_FAILURES,
} from './error-messages';
import { SourcesList } from './SourcesList';

vi.mock('@meitheal/backend-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunctionStream: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(invokeFunctionStream).mockReset();
});

describe('askFunction', () => {
  const schema = z.object({ answer: z.string() });

  it('passes the streamed words on and returns the answer read by the schema', async () => {
    vi.mocked(invokeFunctionStream).mockImplementation(async (_name, _body, onText) => {
      onText('Hel');
      onText('lo');
      return { answer: 'Hello', extra: true };
    });
    const words: string[] = [];
    const answer = await askFunction({ name: 'f', body: { q: 1 }, schema, service: 'test service' }, (text) => words.push(text));
    expect(answer).toEqual({ answer: 'Hello' });
    expect(words).toEqual(['Hel', 'lo']);
    expect(invokeFunctionStream).toHaveBeenCalledWith('f', { q: 1 }, expect.any(Function));
  });

  it('refuses an answer its contract does not describe', async () => {
    vi.mocked(invokeFunctionStream).mockResolvedValue({ nothing: true });
    const asking = askFunction({ name: 'f', body: {}, schema, service: 'test service' });
    await expect(asking).rejects.toBeInstanceOf(UnreadableAnswerError);
    await expect(asking).rejects.toThrow('The test service sent an answer we could not read.');
  });
});

describe('failure messages', () => {
  it.each([
    [TAX_FAILURES, new FunctionCallError('refused', 400), 'Failed to generate tax guidance. Please try again.'],
    [TAX_FAILURES, new EmptyAnswerError(), 'No guidance generated. Please try again.'],
    [TAX_FAILURES, new UnreadableAnswerError('x'), 'An error occurred while generating guidance. Please try again.'],
    [DOCUMENT_QUERY_FAILURES, new FunctionCallError('failed', 500), 'Failed to get answer from document. Please try again.'],
    [DOCUMENT_QUERY_FAILURES, new EmptyAnswerError(), 'No answer generated. Please try again.'],
    [DOCUMENT_QUERY_FAILURES, new TypeError('boom'), 'An error occurred while querying the document. Please try again.'],
    [DOCUMENT_UPLOAD_FAILURES, new FunctionCallError('failed', 400), 'Failed to process document. Please try again.'],
    [DOCUMENT_UPLOAD_FAILURES, new EmptyAnswerError(), 'Processing completed but no content was stored.'],
    [DOCUMENT_UPLOAD_FAILURES, new FunctionCallError('offline'), 'Error processing document. Please try again.'],
    [LOGISTICS_FAILURES, new FunctionCallError('failed', 502), 'Failed to get response. Please try again.'],
  ])('%#: %o reads %j', (messages, error, message) => {
    expect(failureMessage(messages, error)).toBe(message);
  });

  it("shows the server's explanation of a refused request only", () => {
    expect(refusalDetail(new FunctionCallError('Invalid request. question: too long', 400))).toBe('Invalid request. question: too long');
    expect(refusalDetail(new FunctionCallError('Something went wrong on our side', 500))).toBeUndefined();
    expect(refusalDetail(new Error('x'))).toBeUndefined();
  });
});

describe('AiBadge', () => {
  it('says a model worded the answer, and nothing when our composer did', () => {
    const { rerender } = render(<AiBadge generatedBy="model" />);
    expect(screen.getByText('Worded by AI from our sources')).toBeInTheDocument();
    rerender(<AiBadge generatedBy="offline" />);
    expect(screen.queryByText('Worded by AI from our sources')).not.toBeInTheDocument();
  });
});

describe('SourcesList', () => {
  it('lists each source with publisher and date, linking only web pages', () => {
    render(
      <SourcesList
        sources={[
          { title: 'VAT thresholds', publisher: 'Revenue', url: 'https://www.revenue.ie/vat', asOf: '2026-11-22', kind: 'knowledge' },
          { title: 'Safety Act 2005', publisher: 'Irish Statute Book', asOf: '2005-06-01', kind: 'knowledge' },
          { title: 'Port news', publisher: 'dublinport.ie', url: 'https://www.dublinport.ie/', asOf: '2026-11-25', kind: 'live' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'VAT thresholds' })).toHaveAttribute('href', 'https://www.revenue.ie/vat');
    expect(items[0]).toHaveTextContent('VAT thresholds – Revenue, as of 2026-11-22');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[2]).toHaveTextContent('(read live)');
  });

  it('shows nothing without sources', () => {
    const { container } = render(<SourcesList sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the wording step', () => {
  it.each([SAFETY_TALK_WORDING, DOCUMENT_QA_WORDING, LOGISTICS_WORDING, TAX_WORDING])(
    '%#: says what happens with and without a model',
    (wording) => {
      const { text } = wordingStep(wording);
      expect(text).toMatch(/^Without a language model, our own composer writes/);
      expect(text).toContain(`Where the site has a language model configured, ${wording.sent} are sent to its provider`);
      expect(text).toContain('“Worded by AI from our sources”');
    },
  );
});
