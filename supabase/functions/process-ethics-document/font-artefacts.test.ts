// A PDF whose font maps glyphs to U+0000 (as real files made in Word do),
// read as the browser reads it: the text has no NUL, uploads and answers a
// question. Text that still carries a NUL is refused with a 400 that says why:
// the server's second line, since Postgres text cannot hold it.
import { BROKEN_FONT_TEXT, brokenFontPdf, readPdfPages } from '@meitheal/document-text/testing';
import { pdfPagesToDocumentText } from '@meitheal/document-text';
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import queryHandler from '../query-ethics-document/handler.ts';
import { callHandler } from '../query-ethics-document/testing/call.ts';
import handler from './handler.ts';

describe.each(DATABASE_TARGETS)('a PDF with NUL glyphs on %s', (target) => {
  const upload = (body: unknown) => callHandler(handler, 'process-ethics-document', body);

  useFunctionDatabase(() => openTestDatabase(target));

  it('is read without them, uploads and answers', async () => {
    const documentText = pdfPagesToDocumentText(await readPdfPages(brokenFontPdf()));
    expect(documentText).toBe(BROKEN_FONT_TEXT);
    const uploaded = await upload({ documentText, fileName: 'pump-guide.pdf' });
    expect(uploaded.status).toBe(200);
    const { status, body } = await callHandler(queryHandler, 'query-ethics-document', {
      question: 'How often must the pump be serviced?',
      documentId: uploaded.body.documentId,
      searchMode: 'hybrid',
      optimizeForSpeed: true,
    });
    expect(status).toBe(200);
    expect(body.guidance).toContain('**250 hours**');
    expect(body.citations).toEqual([expect.objectContaining({ quote: expect.stringContaining('every 250 hours of running') })]);
  });

  it('refuses text that still holds a NUL, saying why', async () => {
    const { status, body } = await upload({
      documentText: BROKEN_FONT_TEXT.replace('pump must', 'pump \u0000 must'),
      fileName: 'pump-guide.pdf',
    });
    expect(status).toBe(400);
    expect(body.error).toBe('Text fields must not contain NUL characters.');
  });
});
