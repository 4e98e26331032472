// The thirty-third round's general causes, met in the twenty-ninth and thirtieth sets' misses: a question's second
// part opening on a preposition ('…, and by when is final acceptance given?', '…, and during which hours…?') or on
// 'whose' read as no second part; a part whose answer the whole question's passages do not hold (their search weighs
// the other part's words too) never searched alone; a Markdown list item holding a heading ('21. ### Changes to these
// terms') read as a list item, so the document's sections ran together (tested in shared/document-text too); a dated
// heading ('21 May 2018') read as clause 21, its day taken off as a clause number; an agreement, contract, terms or
// work statement not known as a name for the document itself ('What date is on this version of the terms?'); and a
// reader's everyday word for a contract's (who pays as who bears the cost); and a long list of clauses under a heading
// the question names quoted whole from its first clause, burying the one that answers.
import { markdownToDocumentText } from '@meitheal/document-text';
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { chunkDocument } from '../_shared/document-chunks.ts';
import { asksOfDocumentItself } from './question-kinds.ts';
import { readQuestion } from './search.ts';
import { addsQuote, firstPartOf, secondPartOf } from './second-part.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('a second part opening on a preposition or on whose', () => {
  it.each([
    ['Who can accept the deliverables, and by when is final acceptance given?', 'By when is final acceptance given?'],
    ['How long is the contract, and during which hours must the team be reachable?', 'During which hours must the team be reachable?'],
    ['Which law was chosen and whose courts would hear a dispute?', 'Whose courts would hear a dispute?'],
    ['Who signs the plan, and from what date does it apply?', 'From what date does it apply?'],
  ])('%j asks %j second', (question, second) => {
    expect(secondPartOf(question)).toBe(second);
  });

  it('leaves the first part as asked', () => {
    expect(firstPartOf('How long is the contract, and during which hours must the team be reachable?')).toBe('How long is the contract?');
  });

  it('is no second part without a question word after the preposition', () => {
    expect(secondPartOf('Who signs the plan and by the end of which month?')).toBeUndefined();
    expect(secondPartOf('Can I accept gifts and to whom?')).toBeUndefined();
  });
});

describe("a part's answer from the whole question's passages", () => {
  const answer = (...quotes: string[]) => ({
    guidance: ['Here is what it says:', ...quotes.map((quote) => `> ${quote}\n>\n> — Section 1`)].join('\n\n'),
    citations: [],
    covered: quotes.length > 0,
    suggestions: [],
  });

  it('adds a quote when it has one the answer lacks, and so is kept', () => {
    expect(addsQuote(answer('Invoices are due in 14 days.'), answer('Data is held in the EU.'))).toBe(true);
    expect(addsQuote(answer(), answer('Data is held in the EU.'))).toBe(true);
  });

  it('adds nothing when the answer has its quotes already or it found none, and the part is then searched alone', () => {
    expect(addsQuote(answer('Invoices are due in 14 days.'), answer('Invoices are due in 14 days.'))).toBe(false);
    expect(addsQuote(answer('Invoices are due in 14 days.'), answer())).toBe(false);
  });
});

describe('a dated heading', () => {
  it('is no clause number', () => {
    const text = [
      '# Release notes',
      '',
      '## 1 Scope',
      '',
      'These notes cover the hosting service.',
      '',
      '## 21 May 2018',
      '',
      'Backups now run daily.',
    ];
    const chunks = chunkDocument(text.join('\n'));
    expect(chunks.map((chunk) => chunk.sectionRef)).toContain('Section 1');
    expect(chunks.map((chunk) => chunk.sectionRef)).not.toContain('Section 21');
  });
});

describe('the document called by what it is', () => {
  it.each([
    'What date is on this version of the hosting terms?',
    'Which version of this data processing agreement do I have?',
    'What is the order number and date on this performance work statement?',
    'Who signed this contract?',
  ])('%j asks of the document itself', (question) => {
    expect(asksOfDocumentItself(question)).toBe(true);
  });

  it('is not asked of when a question asks what the agreement says', () => {
    expect(asksOfDocumentItself('What counts as confidential information under this agreement?')).toBe(false);
  });
});

describe('everyday words for a contract’s', () => {
  it.each([['Who pays for that help?', 'cost']])('%j also searches %j', (question, variant) => {
    expect(readQuestion(question).terms.some((term) => term.variants.includes(variant))).toBe(true);
  });
});

const TERMS = markdownToDocumentText(
  [
    '# Hosting Terms of Service',
    '',
    '## 21 May 2018',
    '',
    '1. ### Parties',
    '',
    '    These terms are between the hosting company and you, the customer.',
    '',
    '2. ### Payments',
    '',
    '    1. Our fees for hosting will be calculated every calendar month and billed in arrears.',
    '    2. Our fees for support will be billed each month in arrears at the agreed day rate.',
    '    3. Invoices are payable within 14 days of being issued.',
    '    4. We may charge interest on overdue invoices at 5% over the Bank of England base rate.',
    '    5. You shall make payment by bank transfer or, if agreed in advance, by credit card.',
    '    6. We issue invoices by email, and a paper invoice may be charged as an additional fee.',
    '',
    '3. ### Termination',
    '',
    '    Either party may end this contract by giving 30 days notice in writing.',
    '',
    '4. ### Data protection',
    '',
    '    Personal data will be kept for up to 6 months after the end of the contract. Any data we process for you will be held within the European Union.',
  ].join('\n'),
);

const WORK_STATEMENT = [
  '# Performance work statement',
  '',
  '## 5 Deliverables',
  '',
  'The contractor shall deliver a status report after each sprint. Code shall be delivered to the repository.',
  '',
  '## 5.6 Inspection and acceptance',
  '',
  'Only the COR, and their designated alternate, has the authority to accept or reject all deliverables. The COR will provide written final acceptance of all deliverables within 30 calendar days from the end of the task order.',
  '',
  '## 6 Invoices',
  '',
  'The contractor shall submit a final invoice within 60 calendar days after the end of the performance period.',
].join('\n');

describe.each(DATABASE_TARGETS)('terms of service and a work statement, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('reads numbered Markdown headings as the sections they are', async () => {
    const guidance = await askAboutText(TERMS, 'hosting-terms.md', 'What interest can they charge on a late invoice?');
    expect(guidance).toContain('5%');
    expect(guidance).toContain('Section 2');
    expect(guidance).not.toContain('###');
  });

  it('quotes the clause that answers from a long list of clauses, not the list from its first', async () => {
    const guidance = await askAboutText(TERMS, 'hosting-terms.md', 'What interest can they charge us if we pay an invoice late?');
    const firstQuote = guidance.split('\n\n').find((block) => block.startsWith('> '));
    expect(firstQuote).toContain('interest on overdue invoices');
    expect(guidance).not.toContain('calculated every calendar month');
  });

  it('answers the date on this version of the terms from its dated heading, day and all', async () => {
    const guidance = await askAboutText(TERMS, 'hosting-terms.md', 'What date is on this version of the hosting terms?');
    expect(guidance).toContain('21 May 2018');
  });

  it('answers both parts when the second opens on a preposition', async () => {
    const guidance = await askAboutText(
      WORK_STATEMENT,
      'work-statement.md',
      "Who has the power to accept or reject the contractor's deliverables, and by when is final acceptance given?",
    );
    expect(guidance).toContain('Only the COR');
    expect(guidance).toContain('30 calendar days');
  });
});
