// The twenty-second round's general causes, met on a real charter nobody here
// had used (a society's bylaws, made in Google Docs): a member asks to 'quit',
// to 'change' the rules and whether officers are 'paid', where a charter says
// 'resign', 'amend' and 'compensated'; a charter numbers its sections afresh
// under each article, so 'Section 4' alone does not say which section a quote
// is from; its code of conduct says 'Harassment is defined as …', which
// defined nothing; and an employee handbook asked about a 'speeding ticket in
// the work car' or a task one is 'not sure' one can 'finish' says 'fines',
// 'vehicles', 'doubt' and 'completing', and a 'second job' is its 'secondary
// employment'.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definesSubject } from './compose.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const BYLAWS = [
  '# The Bylaws of the Example Scholars Society',
  '',
  '## ARTICLE II — MEMBERSHIP',
  '',
  '## Section 4 — Rights of Members:',
  '',
  'Membership entitles Members to take part in the programmes of the Society and to vote at its meetings.',
  '',
  '## Section 5 — Resignation:',
  '',
  'Any Member may resign by writing to the Secretary. Resignation does not relieve a Member of dues already owed.',
  '',
  '## ARTICLE VII — THE COUNCIL',
  '',
  '## Section 4 — Compensation:',
  '',
  'Councillors are volunteers and may not be compensated for their services, but may be reimbursed for reasonable expenses.',
  '',
  '## ARTICLE XVI — AMENDMENTS',
  '',
  '## Section 1 — Proposals:',
  '',
  'These bylaws may be amended by a two-thirds majority of the Council at a meeting at which a quorum is present.',
].join('\n');

describe.each(DATABASE_TARGETS)('a charter asked in a member’s own words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds "resign" for a member who wants to quit, cited by the whole title of its section', async () => {
    const guidance = await askAboutText(BYLAWS, 'bylaws.md', 'How do I quit the society?');
    expect(guidance).toContain('> Any Member may resign by writing to the Secretary.');
    expect(guidance).toContain('> — Section 5');
  });

  it('finds "amended" for changing the bylaws', async () => {
    const guidance = await askAboutText(BYLAWS, 'bylaws.md', 'How can the bylaws be changed?');
    expect(guidance).toContain('These bylaws may be amended by a two-thirds majority of the Council');
  });

  it('finds "compensated" for being paid, and names which Section 4 it quotes', async () => {
    const guidance = await askAboutText(BYLAWS, 'bylaws.md', 'Do councillors get paid?');
    expect(guidance).toContain('> Councillors are volunteers and may not be compensated for their services');
    expect(guidance).toContain('> — Section 4 — Compensation');
  });
});

describe('a definition in so many words', () => {
  it("reads 'X is defined as …' and 'X is taken to mean …' as defining X", () => {
    expect(definesSubject('Harassment is defined as unwelcome conduct that deprives another of their enjoyment.', ['harassment'])).toBe(
      true,
    );
    expect(definesSubject('A member is taken to mean any person admitted under Article II.', ['member'])).toBe(true);
    expect(definesSubject('Harassment is reported to the contacts below.', ['harassment'])).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('a definition asked for as what counts, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('leads with the sentence defining it, before one only using the word', async () => {
    const code = [
      '# Code of Conduct',
      '',
      '## Expectations',
      '',
      'The society is dedicated to providing a safe and harassment-free experience for everyone.',
      'Harassment is defined as unwelcome conduct that deprives another member of the peaceful enjoyment of the community.',
      '',
      '## Reporting',
      '',
      'Reports go to any of the contacts listed below.',
    ].join('\n');
    const guidance = await askAboutText(code, 'code-of-conduct.md', 'What counts as harassment?');
    expect(guidance).toMatch(/^[^>]*> Harassment is defined as unwelcome conduct/);
  });
});

const HANDBOOK = [
  '# Employment Handbook',
  '',
  '## 3.5 Attendance',
  '',
  'Notify your supervisor as soon as possible if you will be late for a shift.',
  '',
  '## 2.5 Job Description',
  '',
  'A job description may be provided in your second week to outline your key responsibilities.',
  '',
  '## 8.2 Secondary Employment',
  '',
  'Any additional employment or self-employment must be disclosed in writing and approved by the Employer in advance.',
  '',
  '## 18.5 Fines and Liability',
  '',
  'You are responsible for fines incurred while using Employer vehicles (e.g., parking, speeding, tolls).',
  '',
  '## 19.1 Asking for Help',
  '',
  'It is ok to doubt yourself, and to admit you do not think you are capable of completing a task.',
].join('\n');

describe.each(DATABASE_TARGETS)('a handbook asked in an employee’s own words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds the fines on employer vehicles for a speeding ticket in the work car', async () => {
    const guidance = await askAboutText(HANDBOOK, 'handbook.md', 'Who pays if I get a speeding ticket in the work car?');
    expect(guidance).toMatch(/^[^>]*> You are responsible for fines incurred while using Employer vehicles/);
  });

  it("finds 'secondary employment' for a second job", async () => {
    const guidance = await askAboutText(HANDBOOK, 'handbook.md', 'Can I have a second job?');
    expect(guidance).toMatch(/^[^>]*> Any additional employment or self-employment must be disclosed in writing/);
    expect(guidance).not.toContain('Not covered');
  });

  it("finds 'doubt' and 'completing' for a task one is not sure one can finish", async () => {
    const guidance = await askAboutText(HANDBOOK, 'handbook.md', "What should I do if I'm not sure I can finish a task?");
    expect(guidance).toContain('It is ok to doubt yourself');
  });
});
