// The twenty-second round's general causes, met on a real charter nobody here
// had used (a society's bylaws, made in Google Docs): a member asks to 'quit',
// to 'change' the rules and whether officers are 'paid', where a charter says
// 'resign', 'amend' and 'compensated'; and a charter numbers its sections
// afresh under each article, so 'Section 4' alone does not say which section
// a quote is from.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
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
