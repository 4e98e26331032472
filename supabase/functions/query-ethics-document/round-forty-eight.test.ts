// The forty-eighth round's general causes, read from the fortieth visitor set's misses (a synthesiser module's manual,
// a leave policy, a development team's standard operating procedure as .docx), shown here on made-up text: a Word
// template's version table names who wrote the document under an 'Author' column, which answers 'Who wrote this
// procedure?' (a procedure, a code of conduct, bylaws, guidelines or a checklist are called so after 'this' too);
// 'What is this thing the manual is about, in a sentence?' asks what the document is, however short an answer is
// wanted; and a reader's 'check' is a manual's 'verify' (synonym data).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { asksForOverview, asksOfDocumentItself } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('questions about the document itself', () => {
  it('reads a wanted length after a question on what the document is about', () => {
    expect(asksForOverview('What is this thing the manual is about, in a sentence?')).toBe(true);
    expect(asksForOverview('What is the voltage, in a sentence?')).toBe(false);
  });

  it('takes a procedure, bylaws or a checklist called so after "this" for the document', () => {
    expect(asksOfDocumentItself('Who wrote this procedure?')).toBe(true);
    expect(asksOfDocumentItself('When were these bylaws adopted?')).toBe(false);
    expect(asksOfDocumentItself('Who wrote this checklist?')).toBe(true);
  });
});

const PROCEDURE = [
  'Site Setup',
  '',
  'Standard Operating Procedures',
  '',
  'Version 1',
  '',
  '## Version History',
  '',
  '| # | Date | Author (s) | Comment |',
  '| --- | --- | --- | --- |',
  '| 1 | 01/07/2021 | Maeve Byrne | First version of the site setup procedure |',
  '',
  '## Purpose of the Document',
  '',
  'To document how the site is set up and how the team works on it.',
  '',
  '## Troubleshooting',
  '',
  '### No Sound Output',
  '',
  'Verify that the power cable is connected firmly. Make sure the speaker lead is plugged in.',
].join('\n');

describe.each(DATABASE_TARGETS)('a procedure asked who wrote it and what to check, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers who wrote it from the version table’s author column', async () => {
    const answer = await askAboutText(PROCEDURE, 'site-setup-sop.docx', 'Who wrote this procedure?');
    expect(answer).toContain('| 1 | 01/07/2021 | Maeve Byrne |');
  });

  it('answers what to check from the sentences saying what to verify', async () => {
    const answer = await askAboutText(PROCEDURE, 'site-setup-sop.docx', "I'm getting no sound at all. What should I check?");
    expect(answer).toContain('Verify that the power cable is connected firmly.');
  });
});
