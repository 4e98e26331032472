// The thirty-second round's general causes, met in the twenty-seventh and twenty-eighth sets' misses: a function word's
// owner's 's ('someone's behaviour') read as a word of meaning the document never uses; a definition asked with the
// document pointed at after the term ('What is meant by a committer in this document?') or by what the document says
// ('Who is included when the policy talks about OpenGov?'), and defined by where the term is defined or what it is
// used to describe, or after the document's own scope ('In this policy, "OpenGov" refers to…'); how short an answer
// should be ('In a sentence, …') searched as a word of what is asked; everyday words for a conduct procedure's or a
// charter's (a complaint as a report, a matter settled, choosing as appointing, working out as determining, help as
// assistance); and the judge reading a quoted table row's cells apart and a title page's heading line as no sentence.
import { describe, expect, it } from 'vitest';
import { withoutContractions } from '../_shared/search/words.ts';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definesSubject } from './compose.ts';
import { judgeAnswer, quoteFaults, withTableCellsRead } from './evaluation/real/judge.ts';
import { buildReference } from './evaluation/real/reference.ts';
import { definitionSubject } from './question-kinds.ts';
import { coreTerms, readQuestion } from './search.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const keysOf = (question: string) => coreTerms(readQuestion(question)).map((term) => term.key);

describe("a function word's owner's 's", () => {
  it('is taken off the function word only', () => {
    expect(withoutContractions("a complaint about someone's behaviour under the company's rules")).toBe(
      "a complaint about someone behaviour under the company's rules",
    );
  });

  it('leaves no word of meaning behind in the question', () => {
    expect(keysOf("What do I do about someone's behaviour?")).toEqual(['behaviour']);
  });
});

describe('a definition asked', () => {
  it.each([
    ['What is meant by a committer in this document?', ['committer']],
    ["What's the meaning of a record here?", ['record']],
    ['Who is included when the policy talks about OpenGov?', ['OpenGov']],
    ['What is meant when the handbook says core hours?', ['core', 'hours']],
  ])('%j asks to define %j', (question, subject) => {
    expect(definitionSubject(question)).toEqual(subject);
  });

  it.each([
    ['A committer is defined in the technical charter but is often used to describe the core contributors.', ['committer']],
    ['The term sprint is used to mean a fixed period of work.', ['term', 'sprint']],
    ['In this policy, "OpenGov" refers to OpenGov staff, board members and volunteers.', ['OpenGov']],
    ['For the purposes of this document, “member” means a paid-up member of the club.', ['member']],
  ])('%j defines %j', (text, subject) => {
    expect(definesSubject(text, subject)).toBe(true);
  });

  it.each([
    ['A committer may be removed by a majority of the committers.', ['committer']],
    ['In this policy, OpenGov staff must keep information confidential.', ['OpenGov']],
  ])('%j does not define %j', (text, subject) => {
    expect(definesSubject(text, subject)).toBe(false);
  });
});

describe('how short an answer should be', () => {
  it('is no word of what is asked', () => {
    expect(keysOf('In a sentence, what is the project supposed to build?')).not.toContain('sentenc');
    expect(keysOf('What does the club do, in a nutshell?')).not.toContain('nutshel');
  });

  it("is set off by a comma or ends the question: 'in a word document' is about a word document", () => {
    expect(keysOf('Is the form in a word document?')).toContain('word');
  });
});

describe('everyday words for a procedure’s', () => {
  it.each([
    ['How do I make a complaint?', 'report'],
    ['Who can settle a dispute?', 'resolve'],
    ['Who chooses the committee?', 'appoint'],
    ['What do they try to work out?', 'determine'],
    ['Who can I ask for help?', 'assistance'],
  ])('%j also searches %j', (question, variant) => {
    expect(readQuestion(question).terms.some((term) => term.variants.includes(variant))).toBe(true);
  });
});

const CONDUCT_PROCEDURE = [
  '# Conduct procedure',
  '',
  '## Responding to reports',
  '',
  'When a report is sent to the committee they will immediately reply to the reporter to confirm receipt. This reply must be sent within 24 hours, and the committee should try to respond sooner.',
  '',
  '## Resolutions',
  '',
  'The committee must agree on a resolution by consensus. If the committee cannot reach consensus and deadlocks for over a week, it will turn the matter over to the board for resolution.',
  '',
  '## The committee',
  '',
  'The board is responsible for vetting and appointing the committee. If a report involves a member of the committee, that member will not take part in the investigation.',
].join('\n');

describe.each(DATABASE_TARGETS)('a conduct procedure asked in a reader’s words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("answers a complaint about someone's behaviour from what it says of a report", async () => {
    const guidance = await askAboutText(
      CONDUCT_PROCEDURE,
      'conduct-procedure.md',
      "I sent in a complaint about someone's behaviour. How quickly should I hear back that it was received?",
    );
    expect(guidance).toContain('24 hours');
  });

  it('answers who chooses the committee from who appoints it', async () => {
    const guidance = await askAboutText(CONDUCT_PROCEDURE, 'conduct-procedure.md', 'Who chooses the people on the committee?');
    expect(guidance).toContain('vetting and appointing');
  });
});

const LIFECYCLE = [
  '# Project lifecycle',
  '',
  '## Incubation',
  '',
  'To be accepted at the Incubation stage, a project must:',
  '',
  '- Demonstrate having a healthy number of committers from a diverse contributor base. A committer is defined in the technical charter but is often used to describe the core contributors who can accept contributions to the project.',
  '- Document current committers in a COMMITTER file.',
  '',
  '## Privacy',
  '',
  'In this document, "the Foundation" refers to its staff, board members and volunteers. The Foundation publishes its minutes.',
].join('\n');

describe.each(DATABASE_TARGETS)('a lifecycle document asked what its terms mean, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers what is meant by a term in this document', async () => {
    const guidance = await askAboutText(LIFECYCLE, 'project-lifecycle.md', 'What is meant by a committer in this document?');
    expect(guidance).toContain('core contributors');
  });

  it('answers who is included when the document talks about a name', async () => {
    const guidance = await askAboutText(LIFECYCLE, 'project-lifecycle.md', 'Who is included when the document talks about the Foundation?');
    expect(guidance).toContain('board members');
  });
});

describe('the judge', () => {
  it("reads a quoted table row's cells in order for a fact", () => {
    expect(withTableCellsRead('> | SY0605E | 5V power supply adapter |\n> — Order codes')).toBe(
      '> SY0605E 5V power supply adapter\n> — Order codes',
    );
    const reference = buildReference([['Order codes', 'SY0605E 5V power supply adapter']], ['Order codes']);
    const guidance = 'Here is what it says:\n\n> | SY0605E | 5V power supply adapter |\n>\n> — Order codes';
    const faults = judgeAnswer(
      { document: 'kit.pdf', question: 'Which adapter?', expect: ['SY0605E 5V power supply adapter'] },
      guidance,
      reference,
    );
    expect(faults.filter((fault) => fault.startsWith('missing'))).toEqual([]);
  });

  it('takes a line the document prints as a heading as whole, and no other line without a stop', () => {
    const page = ['RVPC', 'User Manual', 'Document v1.3 Nov 2024', 'www.olimex.com'];
    const asHeading = buildReference([page], page);
    expect(quoteFaults({ text: 'Document v1.3 Nov 2024', ref: 'User Manual' }, asHeading)).toEqual([]);
    const asText = buildReference([page], ['RVPC', 'User Manual']);
    expect(quoteFaults({ text: 'Document v1.3 Nov 2024', ref: 'User Manual' }, asText)).toContain(
      'not a whole sentence: “Document v1.3 Nov 2024”',
    );
  });
});
