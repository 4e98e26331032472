// The upload card while a file is read: page-by-page progress on a long PDF,
// the scan message for a PDF without text, a Word file's structure sent as
// document text, and the privacy sentence where the file is chosen.
import { invokeFunction } from '@meitheal/backend-client';
import { buildDocx } from '@meitheal/document-text/testing';
import { toast } from '@meitheal/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { extractPdfText, preparePdfReader } from '../model/extract-pdf';
import { renderDocumentQa } from '../testing/render';

vi.mock('@meitheal/backend-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunction: vi.fn(),
}));
vi.mock('@meitheal/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));
vi.mock('../model/extract-pdf', () => ({ extractPdfText: vi.fn(), preparePdfReader: vi.fn() }));
// The real mammoth. Tests load its Node build, which reads a buffer where the
// browser build the site ships reads an ArrayBuffer: only the input is adapted.
vi.mock('mammoth', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import('mammoth') }>()).default;
  return {
    default: {
      ...real,
      convertToHtml: (input: { arrayBuffer: ArrayBuffer }, options?: Parameters<typeof real.convertToHtml>[1]) =>
        real.convertToHtml({ buffer: Buffer.from(input.arrayBuffer) }, options),
    },
  };
});

const DOCUMENT_ID = '0d9c7e4b-2a1f-4c3d-8e5f-6a7b8c9d0e1f';

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(toast).mockClear();
  vi.mocked(invokeFunction).mockReset();
  vi.mocked(extractPdfText).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(invokeFunction).mockImplementation(async (_name, body) => ({
    processedChunks: 4,
    documentId: DOCUMENT_ID,
    fileName: (body as { fileName?: string }).fileName,
  }));
});

function processCalls() {
  return vi.mocked(invokeFunction).mock.calls.filter(([name]) => name === 'process-ethics-document');
}

async function upload(file: File) {
  const { user } = renderDocumentQa();
  await user.upload(await screen.findByLabelText('Document file'), file);
  await user.click(screen.getByRole('button', { name: 'Upload and Process' }));
}

describe('UploadCard', () => {
  it('says which page of a long PDF is being read, then sends its text', async () => {
    let finish: (text: string) => void = () => {};
    vi.mocked(extractPdfText).mockImplementation((_bytes, onProgress) => {
      onProgress?.({ page: 37, pages: 120 });
      return new Promise((resolve) => (finish = resolve));
    });
    await upload(new File(['%PDF-1.7'], 'handbook.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reading page 37 of 120...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '22');
    finish('# 1 Introduction\n\nThe handbook explains the layout.');
    expect(await screen.findByText('handbook.pdf')).toBeInTheDocument();
    expect(processCalls()).toEqual([
      ['process-ethics-document', { documentText: '# 1 Introduction\n\nThe handbook explains the layout.', fileName: 'handbook.pdf' }],
    ]);
  });

  it('starts the PDF reader as soon as a PDF is chosen, reading and sending nothing before the upload', async () => {
    vi.mocked(preparePdfReader).mockClear();
    const { user } = renderDocumentQa();
    await user.upload(await screen.findByLabelText('Document file'), new File(['%PDF-1.7'], 'handbook.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(preparePdfReader).toHaveBeenCalled());
    expect(extractPdfText).not.toHaveBeenCalled();
    expect(processCalls()).toEqual([]);
  });

  it('starts the PDF reader when the pointer, the keyboard or a dragged file reaches the file input, before any file is chosen', async () => {
    const { user } = renderDocumentQa();
    const input = await screen.findByLabelText('Document file');
    vi.mocked(preparePdfReader).mockClear();
    await user.hover(input);
    await waitFor(() => expect(preparePdfReader).toHaveBeenCalledTimes(1));
    vi.mocked(preparePdfReader).mockClear();
    input.focus();
    await waitFor(() => expect(preparePdfReader).toHaveBeenCalledTimes(1));
    vi.mocked(preparePdfReader).mockClear();
    fireEvent.dragEnter(input);
    await waitFor(() => expect(preparePdfReader).toHaveBeenCalledTimes(1));
    expect(extractPdfText).not.toHaveBeenCalled();
    expect(processCalls()).toEqual([]);
  });

  it('says a PDF whose pages have no text looks like a scan, and uploads nothing', async () => {
    // Three pages, none with a text layer: the layout reader gives empty pages.
    vi.mocked(extractPdfText).mockResolvedValue('\f\f');
    await upload(new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Upload failed',
          description: expect.stringMatching(/no text we can read: it looks like a scan/),
        }),
      ),
    );
    expect(processCalls()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and Process' })).toBeEnabled();
  });

  it('sends a Word file’s headings, lists and tables as document text', async () => {
    const bytes = await buildDocx([
      { heading: 1, text: 'Engagement terms' },
      { paragraph: 'Fees are due within 30 days.' },
      { bullets: ['Audit', 'Review'] },
      {
        table: [
          ['Service', 'Fee'],
          ['Audit', '€4,000'],
        ],
      },
    ]);
    await upload(
      new File([new Uint8Array(bytes)], 'terms.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    expect(await screen.findByText('terms.docx')).toBeInTheDocument();
    expect(processCalls()[0]?.[1]).toEqual({
      documentText:
        '# Engagement terms\n\nFees are due within 30 days.\n\n- Audit\n- Review\n\n| Service | Fee |\n| --- | --- |\n| Audit | €4,000 |',
      fileName: 'terms.docx',
    });
  });

  it('says at the file picker how long the document is kept, with a link to the privacy notice', async () => {
    renderDocumentQa();
    const input = await screen.findByLabelText('Document file');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('We keep your document privately for at most 24 hours, then delete it'),
    );
    expect(input).toHaveAccessibleDescription(expect.stringContaining("'Delete my document' removes it at once"));
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
