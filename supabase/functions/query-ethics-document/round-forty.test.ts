// The fortieth round's general causes, read from the thirty-second visitor set's misses (a mutual NDA in Markdown, a
// risk assessment report as .docx), each shown here on made-up text:
// - a reader's acronym the document never writes ('this NDA' of a 'Mutual Non-Disclosure Agreement' called 'MNDA'
//   throughout) made every question naming it 'not covered': it is searched as the capitalised words the document
//   spells it out in, and as the document's own acronym one capital longer (document-acronyms.ts);
// - a contract's words for ending it and a report's for what it found, as synonym data: getting out of an agreement is
//   terminating it, a problem or what is wrong is an issue, a vulnerability or a weakness, lining up with a standard is
//   alignment or compliance, what was found was identified.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { spelledOutIn } from './document-acronyms.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const MUTUAL_AGREEMENT = [
  '# Standard terms',
  '',
  '1. Introduction. This Mutual Non-Disclosure Agreement (“MNDA”) lets each party share information about the project.',
  '',
  '2. Term and Termination. This MNDA starts on the Effective Date. Either party may terminate this MNDA at any time on written notice.',
  '',
  '3. Governing Law. This MNDA is governed by the laws of Ireland.',
].join('\n');

const RISK_REPORT = [
  '# Risk assessment of the booking system',
  '',
  '## Risk R-01 – Stolen logins',
  '',
  'Asset Remote access gateway, installed in 2024 and used by every office.',
  '',
  'Vulnerability Weak password rules make guessed logins likely.',
  '',
  '## Summary',
  '',
  'The assessment identified 6 significant risks. Fixing them improves alignment with the ISO/IEC 27001 standard.',
].join('\n');

describe('spelledOutIn', () => {
  it('finds the capitalised words whose initials spell an acronym, short words between them allowed', () => {
    expect(spelledOutIn('This Mutual Non-Disclosure Agreement lets each party share.', 'NDA')).toBe('non disclosure agreement');
    expect(spelledOutIn('Our Bill of Materials lists every part.', 'BOM')).toBe('bill of materials');
  });

  it('finds none where the words are not capitalised or the letters do not follow', () => {
    expect(spelledOutIn('a non-disclosure agreement between us', 'NDA')).toBeUndefined();
    expect(spelledOutIn('Data Network Access', 'NDA')).toBeUndefined();
  });
});

describe.each(DATABASE_TARGETS)('an agreement asked about by an acronym it never writes, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("quotes the termination clause when asked whether 'the NDA' can be cancelled", async () => {
    const answer = await askAboutText(MUTUAL_AGREEMENT, 'mutual-nda.md', 'Can the NDA be cancelled?');
    expect(firstQuote(answer)).toContain('Either party may terminate this MNDA at any time on written notice.');
  });

  it("quotes the governing law when asked which country's law covers 'the NDA'", async () => {
    const answer = await askAboutText(MUTUAL_AGREEMENT, 'mutual-nda.md', "Which country's law covers the NDA?");
    expect(firstQuote(answer)).toContain('This MNDA is governed by the laws of Ireland.');
  });
});

describe.each(DATABASE_TARGETS)('a risk report asked in a reader’s everyday words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the vulnerability when asked what is wrong with the gateway', async () => {
    const answer = await askAboutText(RISK_REPORT, 'risk-report.md', "What's wrong with the gateway?");
    expect(answer).toContain('Weak password rules make guessed logins likely');
  });

  it('quotes the count of risks identified when asked how many they found', async () => {
    const answer = await askAboutText(RISK_REPORT, 'risk-report.md', 'How many risks did they find?');
    expect(firstQuote(answer)).toContain('The assessment identified 6 significant risks.');
  });

  it('quotes the standard when asked which one the report tries to line up with', async () => {
    const answer = await askAboutText(RISK_REPORT, 'risk-report.md', 'Which standard are we trying to line up with?');
    expect(answer).toContain('alignment with the ISO/IEC 27001 standard');
  });
});
