import { FunctionCallError, invokeFunction } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDocumentQa } from '../testing/render';
import { MAX_QUESTION_LENGTH } from '../../../../../../supabase/functions/query-ethics-document/contract.ts';

vi.mock('@meitheal/backend-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunction: vi.fn(),
}));
vi.mock('@meitheal/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));
vi.mock('../model/extract-pdf', () => ({ extractPdfText: vi.fn(async () => ' \n ') }));

const STORAGE_KEY = 'meitheal.document-qa.document';
const DOCUMENT_ID = '0d9c7e4b-2a1f-4c3d-8e5f-6a7b8c9d0e1f';
const TEXT = '1.1 Invoices are payable within 30 days of the invoice date. Late payments may carry interest at the statutory rate.';

const answer = {
  guidance: 'Here is what *terms.txt* says:\n\n> Invoices are payable within **30 days** of the invoice date.\n>\n> — Section 1.1',
  searchMethod: 'hybrid',
  citations: [{ sectionRef: 'Section 1.1', heading: 'Fees', quote: TEXT, matchedTerms: ['invoices', 'payable', 'invoice'] }],
};

type Handler = (name: string, body: Record<string, unknown>) => unknown;

function backend(handler: Handler) {
  vi.mocked(invokeFunction).mockImplementation(async (name, body) => handler(name, body as Record<string, unknown>));
}

function toasted(description: string) {
  return expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description }));
}

function fileInput() {
  return screen.getByLabelText('Document file');
}

async function renderWithDocument() {
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ documentId: DOCUMENT_ID, fileName: 'terms.txt', processedChunks: 3, isSample: false }),
  );
  const rendered = renderDocumentQa();
  await screen.findByText('terms.txt');
  return rendered;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(toast).mockClear();
  vi.mocked(invokeFunction).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  backend((name, body) => {
    if (body.action === 'status')
      return { documentId: body.documentId, fileName: 'terms.txt', isSample: false, processedChunks: 3, createdAt: '2026-11-22T10:00:00Z' };
    if (body.action === 'delete') return { deleted: true };
    if (name === 'query-ethics-document') return answer;
    return { processedChunks: 3, documentId: DOCUMENT_ID, fileName: body.fileName };
  });
});

describe('uploading', () => {
  it('shows the upload card, the explanatory sections and the privacy sentence when nothing is stored', async () => {
    renderDocumentQa();
    expect(await screen.findByRole('heading', { name: 'Upload a document' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Services Data Intelligence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText(/only this browser can use it, it is deleted automatically after 24 hours/)).toBeInTheDocument();
    expect(invokeFunction).not.toHaveBeenCalled();
  });

  it('asks for a file first, and refuses other file types without uploading', async () => {
    const { user } = renderDocumentQa();
    await user.click(await screen.findByRole('button', { name: 'Upload and Process' }));
    toasted('Please select a text file first');
    // The picker's accept filter would hide it; a drag-and-drop or 'All files' choice does not.
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    toasted('Please select a valid text file (.txt), PDF (.pdf) or Word document (.docx)');
    expect(invokeFunction).not.toHaveBeenCalled();
  });

  it('sends the text and file name, then shows the document and remembers it in this browser', async () => {
    const { user } = renderDocumentQa();
    await user.upload(await screen.findByLabelText('Document file'), new File([TEXT], 'terms.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload and Process' }));
    expect(await screen.findByText('terms.txt')).toBeInTheDocument();
    expect(invokeFunction).toHaveBeenCalledWith('process-ethics-document', { documentText: TEXT, fileName: 'terms.txt' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document ready' }));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ documentId: DOCUMENT_ID, fileName: 'terms.txt' });
    expect(screen.getByRole('button', { name: 'Delete my document' })).toBeInTheDocument();
  });

  it('accepts an upload answer of only processedChunks and documentId, naming the document by its file', async () => {
    backend((_name, body) => (body.action === 'status' ? undefined : { processedChunks: 3, documentId: DOCUMENT_ID }));
    const { user } = renderDocumentQa();
    await user.upload(await screen.findByLabelText('Document file'), new File([TEXT], 'terms.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload and Process' }));
    expect(await screen.findByText('terms.txt')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document ready' }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('shows progress while the document is processed', async () => {
    let finish: (value: unknown) => void = () => {};
    backend(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderDocumentQa();
    await user.upload(await screen.findByLabelText('Document file'), new File([TEXT], 'terms.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload and Process' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Indexing the passages...');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('button', { name: 'Upload and Process' })).toBeDisabled();
    finish({ processedChunks: 3, documentId: DOCUMENT_ID, fileName: 'terms.txt' });
    expect(await screen.findByText('terms.txt')).toBeInTheDocument();
  });

  it('loads the sample in one click and offers its example questions', async () => {
    backend((_, body) =>
      body.action === 'sample' ? { processedChunks: 37, documentId: DOCUMENT_ID, fileName: 'Sample standard.txt' } : answer,
    );
    const { user } = renderDocumentQa();
    await user.click(await screen.findByRole('button', { name: 'Use the sample document' }));
    expect(await screen.findByText('Sample standard.txt')).toBeInTheDocument();
    expect(screen.getByText('Sample')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'What are the partner rotation periods?' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('What are the partner rotation periods?');
  });

  it.each([
    [
      'the function refuses the text (too short)',
      () => Promise.reject(new FunctionCallError('Invalid request. documentText: Text file appears to be empty or too short', 400)),
      'Failed to process document. Please try again.',
    ],
    [
      'nothing is stored',
      () => ({ processedChunks: 0, documentId: null, fileName: 'terms.txt' }),
      'Processing completed but no content was stored.',
    ],
    [
      'the call cannot be made',
      () => Promise.reject(new FunctionCallError('Failed to send a request')),
      'Error processing document. Please try again.',
    ],
  ])('shows the spec message when %s', async (_, respond, message) => {
    backend(() => respond());
    const { user } = renderDocumentQa();
    await user.upload(await screen.findByLabelText('Document file'), new File([TEXT], 'terms.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload and Process' }));
    await waitFor(() => toasted(message));
    expect(screen.getByRole('heading', { name: 'Upload a document' })).toBeInTheDocument();
  });

  it('says a PDF without a text layer looks scanned, and uploads nothing', async () => {
    const { user } = renderDocumentQa();
    await user.upload(await screen.findByLabelText('Document file'), new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and Process' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: expect.stringMatching(/looks like a scan/) })),
    );
    expect(invokeFunction).not.toHaveBeenCalled();
  });
});

describe('restoring the last document', () => {
  it('restores it after checking it still exists', async () => {
    await renderWithDocument();
    expect(invokeFunction).toHaveBeenCalledWith('process-ethics-document', { action: 'status', documentId: DOCUMENT_ID });
  });

  it('forgets it when it has expired', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ documentId: DOCUMENT_ID, fileName: 'old.txt', processedChunks: 3, isSample: false }),
    );
    backend(() => Promise.reject(new FunctionCallError('This document is no longer available', 404)));
    renderDocumentQa();
    expect(await screen.findByRole('heading', { name: 'Upload a document' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('asking', () => {
  it("bounds the question box by the function's own limit", async () => {
    await renderWithDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute('maxLength', String(MAX_QUESTION_LENGTH));
  });

  it('asks for a question, and for a document before sending one', async () => {
    const { user } = renderDocumentQa();
    await user.click(await screen.findByRole('button', { name: 'Ask the Document' }));
    toasted('Please enter a question');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When are invoices due?');
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    toasted('Please upload a document first');
    expect(invokeFunction).not.toHaveBeenCalled();
  });

  it('shows the answer with cited passages, highlighted words and the elapsed time', async () => {
    const { user } = await renderWithDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When are invoices payable?');
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    const answerSection = await screen.findByRole('region', { name: 'Answer' });
    expect(invokeFunction).toHaveBeenLastCalledWith('query-ethics-document', {
      question: 'When are invoices payable?',
      documentId: DOCUMENT_ID,
      searchMode: 'hybrid',
      optimizeForSpeed: true,
    });
    // Markdown emphasis: the parser loads on first use, a moment after the answer.
    expect(await within(answerSection).findByText('30 days')).toBeInTheDocument();
    expect(within(answerSection).getByText('Section 1.1', { selector: 'p' })).toBeInTheDocument();
    const marks = answerSection.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Invoices', 'payable', 'invoice']);
    expect(within(answerSection).getByText(/^Answered in \d+\.\d seconds$/)).toBeInTheDocument();
  });

  it('says when a language model worded the answer, and nothing when our composer did', async () => {
    const { user } = await renderWithDocument();
    backend(() => ({ ...answer, guidance: 'Invoices are due within 30 days.', generatedBy: 'model' }));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When are invoices payable?');
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    const worded = await screen.findByRole('region', { name: 'Answer' });
    expect(within(worded).getByText('Worded by AI from our sources')).toBeInTheDocument();

    backend(() => ({ ...answer, searchMethod: 'cached', generatedBy: 'offline' }));
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('Answered from the cache'));
    expect(screen.queryByText('Worded by AI from our sources')).not.toBeInTheDocument();
  });

  it('offers the nearest headings when the document does not answer: one click asks about it, and the last answer stays until the next arrives', async () => {
    let answerNext: (value: unknown) => void = () => {};
    const { user } = await renderWithDocument();
    backend((_name, body) =>
      body.question === 'What is a GUID?'
        ? {
            guidance: '**Not covered.** I could not find anything in *terms.txt* that answers this question, so I will not guess.',
            searchMethod: 'hybrid',
            citations: [],
            suggestions: ['7.1 Global Unique Identifier', 'Fees', 'Late payment'],
          }
        : new Promise((resolve) => (answerNext = resolve)),
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'What is a GUID?');
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    const notCovered = await screen.findByRole('region', { name: 'Answer' });
    const headings = within(notCovered).getByRole('group', { name: 'Nearest headings in your document' });
    expect(
      within(headings)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ask instead: 7.1 Global Unique Identifier', 'Ask instead: Fees', 'Ask instead: Late payment']);

    await user.click(within(headings).getByRole('button', { name: 'Ask instead: 7.1 Global Unique Identifier' }));
    const asked = 'What does the document say about 7.1 Global Unique Identifier?';
    expect(invokeFunction).toHaveBeenLastCalledWith('query-ethics-document', {
      question: asked,
      documentId: DOCUMENT_ID,
      searchMode: 'hybrid',
      optimizeForSpeed: true,
    });
    const box = screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveValue(asked);
    expect(box).toHaveFocus();
    // The last answer is still there to read while the next is on its way.
    const kept = screen.getByRole('region', { name: 'Answer' });
    expect(kept).toHaveAttribute('aria-busy', 'true');
    expect(kept).toHaveTextContent('Question: What is a GUID?');
    for (const button of within(kept).getAllByRole('button')) expect(button).toBeDisabled();

    answerNext({ ...answer, guidance: 'A GUID is a **unique reference** for each record.' });
    await within(screen.getByRole('region', { name: 'Answer' })).findByText('unique reference');
    const answered = screen.getByRole('region', { name: 'Answer' });
    expect(answered).toHaveTextContent(`Question: ${asked}`);
    expect(answered).not.toHaveAttribute('aria-busy');
    // An answer the document gives offers no follow-ups.
    expect(within(answered).queryByRole('group', { name: 'Nearest headings in your document' })).not.toBeInTheDocument();
  });

  it('says in How It Works what happens with and without a language model', async () => {
    renderDocumentQa();
    await screen.findByRole('heading', { name: 'Upload a document' });
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    expect(howItWorks).toHaveTextContent(/Without a language model, our own composer writes the answer by quoting the best sentences/);
    expect(howItWorks).toHaveTextContent(
      /Where the site has a language model configured, your question and those passages are sent to its provider/,
    );
    expect(screen.queryByText(/without a\s+language model/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'the function fails',
      () => Promise.reject(new FunctionCallError('Something went wrong', 500)),
      'Failed to get answer from document. Please try again.',
    ],
    ['the answer is empty', () => ({ guidance: '  ', searchMethod: 'hybrid', citations: [] }), 'No answer generated. Please try again.'],
    ['the answer is unreadable', () => ({ nonsense: true }), 'An error occurred while querying the document. Please try again.'],
  ])('shows the spec message when %s', async (_, respond, message) => {
    const { user } = await renderWithDocument();
    backend(() => respond());
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When are invoices payable?');
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    await waitFor(() => toasted(message));
  });
});

describe('leaving a document', () => {
  it("'Upload Different Document' clears the question and answer and deletes the document with its cached answers", async () => {
    const { user } = await renderWithDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When are invoices payable?');
    await user.click(screen.getByRole('button', { name: 'Ask the Document' }));
    await screen.findByRole('region', { name: 'Answer' });
    await user.click(screen.getByRole('button', { name: 'Upload Different Document' }));
    expect(await screen.findByRole('heading', { name: 'Upload a document' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    expect(invokeFunction).toHaveBeenLastCalledWith('process-ethics-document', { action: 'delete', documentId: DOCUMENT_ID });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("'Delete my document' deletes it and says so", async () => {
    const { user } = await renderWithDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my document' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document deleted' })));
    expect(screen.getByRole('heading', { name: 'Upload a document' })).toBeInTheDocument();
  });
});
