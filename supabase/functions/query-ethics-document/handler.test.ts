// The query contract on both databases: answers with citations, the cache
// scoped per document, the search method, and readable errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabase } from '../_shared/database.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import processHandler from '../process-ethics-document/handler.ts';
import handler from './handler.ts';
import { documentAnswerSchema } from './contract.ts';
import { callHandler } from './testing/call.ts';

const TERMS = `TERMS OF BUSINESS

1.1 The Practice prepares annual accounts and tax returns for the client.

1.2 Invoices are payable within 30 days of the invoice date. Late payments may carry interest.

2.1 The Practice keeps working papers for six years after the engagement ends.`;

const SERVICES = `NON-AUDIT SERVICES

8.1 The auditor of a listed company must not provide bookkeeping services to the audit client or prepare its accounting records.

8.2 The auditor may help an audit client with IT systems only where the client's management takes responsibility for the systems and their controls.

8.3 Tax advice is allowed where it has no material effect on the financial statements.`;

describe.each(DATABASE_TARGETS)('query-ethics-document on %s', (target) => {
  let database: TestDatabase;
  const ask = (body: Record<string, unknown>) => callHandler(handler, 'query-ethics-document', { searchMode: 'hybrid', optimizeForSpeed: true, ...body });
  const upload = async (body: unknown) => (await callHandler(processHandler, 'process-ethics-document', body)).body.documentId as string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    setDatabase(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('quotes the passage that answers, with its reference and the matching words, then serves the repeat from the cache', async () => {
    const documentId = await upload({ documentText: TERMS, fileName: 'terms.txt' });
    const first = await ask({ question: 'How many days do clients have to pay invoices?', documentId });
    expect(first.status).toBe(200);
    expect(first.body.searchMethod).toBe('hybrid');
    // The page reads the answer with the same contract, field for field.
    expect(documentAnswerSchema.safeParse(first.body)).toMatchObject({ success: true, data: first.body });
    expect(first.body.guidance).toContain('**30 days**');
    expect(first.body.citations).toEqual([
      expect.objectContaining({ sectionRef: 'Section 1.2', quote: expect.stringContaining('within 30 days'), matchedTerms: expect.arrayContaining(['invoices']) }),
    ]);
    expect(first.body.cached).toBe(false);
    const repeat = await ask({ question: 'how many days do clients have to pay invoices', documentId });
    expect(repeat.body).toEqual({
      ...first.body,
      searchMethod: 'cached',
      cached: true,
      guidance: `${String(first.body.guidance)}\n\n*From the answer cache: this question asks the same as one answered before on this document, so that answer is shown again.*`,
    });
    // Other words, the same question: the cache still serves it.
    const reworded = await ask({ question: 'How many days do the clients have to pay their invoices?', documentId });
    expect(reworded.body).toMatchObject({ searchMethod: 'cached', cached: true });
  });

  it('never serves the cached answer about bookkeeping to a question about IT systems', async () => {
    const documentId = await upload({ documentText: SERVICES, fileName: 'services.txt' });
    const bookkeeping = await ask({ question: 'Can the auditor provide bookkeeping services to an audit client?', documentId });
    expect(bookkeeping.body).toMatchObject({ cached: false, citations: [expect.objectContaining({ sectionRef: 'Section 8.1' })] });
    const systems = await ask({ question: 'Can the auditor provide IT systems services to an audit client?', documentId });
    expect(systems.body.cached).toBe(false);
    expect(systems.body.searchMethod).not.toBe('cached');
    expect(systems.body.guidance).not.toBe(bookkeeping.body.guidance);
    expect(systems.body.guidance).toContain('with IT systems only where');
    expect((systems.body.citations as { sectionRef: string }[]).map((citation) => citation.sectionRef)).toContain('Section 8.2');
  });

  it.each(['?!?', '🙂🙂', '… — ¿¡ 🤔 !!'])('refuses a question made only of punctuation or emoji (%j) with a 400 that says why', async (question) => {
    const documentId = await upload({ documentText: TERMS, fileName: 'terms.txt' });
    const { status, body } = await ask({ question, documentId });
    expect(status).toBe(400);
    expect(body.error).toMatch(/in words/);
  });

  it("says plainly when the document does not cover the question, citing nothing", async () => {
    const documentId = await upload({ documentText: TERMS, fileName: 'terms.txt' });
    const { body } = await ask({ question: 'What is the policy on cryptocurrency mining?', documentId });
    expect(body.guidance).toMatch(/^\*\*Not covered\.\*\*/);
    expect(body.citations).toEqual([]);
  });

  it('does not answer from one shared word: the sample standard mentions capital, not France', async () => {
    const sampleId = await upload({ action: 'sample' });
    const { body } = await ask({ question: 'What is the capital of France?', documentId: sampleId });
    expect(body.guidance).toMatch(/^\*\*Not covered\.\*\*/);
    expect(body.citations).toEqual([]);
  });

  it('answers the seeded topics from the cache on the sample standard only', async () => {
    const sampleId = await upload({ action: 'sample' });
    const onSample = await ask({ question: 'When does the audit partner have to rotate off?', documentId: sampleId });
    expect(onSample.body.searchMethod).toBe('cached');
    expect(onSample.body.guidance).toMatch(/seven years/i);
    expect((onSample.body.citations as { sectionRef: string }[])[0]!.sectionRef).toBe('Section 5.2');

    const otherId = await upload({ documentText: TERMS, fileName: 'terms.txt' });
    const onOther = await ask({ question: 'When does the audit partner have to rotate off?', documentId: otherId });
    expect(onOther.body.searchMethod).toBe('regex-only');
    expect(onOther.body.guidance).toMatch(/Not covered/);
  });

  it.each([
    ['How long can a firm audit the same listed bank?', 'Section 5.4', /ten years/],
    ['Can I audit a company my brother owns shares in?', 'Section 3.3', /brother or sister/],
    ['What percentage of fee income means the firm cannot audit a listed company?', 'Section 6.2', /\*\*10%\*\*/],
    ['Who must the engagement partner tell about threats?', 'Section 2.4', /those charged with governance/],
  ])('answers %j from the sample standard, differently worded', async (question, section, fact) => {
    const sampleId = await upload({ action: 'sample' });
    const { body } = await ask({ question, documentId: sampleId });
    expect(body.searchMethod).toBe('hybrid');
    expect(body.guidance).toMatch(fact);
    expect((body.citations as { sectionRef: string }[]).map((citation) => citation.sectionRef)).toContain(section);
  });

  it("uses 'regex-only' when asked to and 'hybrid' otherwise", async () => {
    const documentId = await upload({ documentText: TERMS, fileName: 'terms.txt' });
    const regex = await ask({ question: 'How long are working papers kept?', documentId, searchMode: 'regex-only' });
    expect(regex.body.searchMethod).toBe('regex-only');
    expect(regex.body.guidance).toContain('**six years**');
  });

  it('answers 404 for a document that does not exist, and 400 for bad input', async () => {
    const missing = await ask({ question: 'Anything?', documentId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/no longer available/);
    expect((await ask({ question: '   ', documentId: '00000000-0000-4000-8000-000000000000' })).body.error).toMatch(/Please enter a question/);
    expect((await ask({ question: 'Fees?' })).body.error).toMatch(/Please upload a document first/);
    expect((await ask({ question: 'Fees?', documentId: '00000000-0000-4000-8000-000000000000', searchMode: 'semantic' })).status).toBe(400);
  });
});
