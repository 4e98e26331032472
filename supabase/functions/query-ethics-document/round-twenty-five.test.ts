// The twenty-fifth round's general causes, met on a staff handbook, a privacy
// notice, a radio's manual and a timekeeping policy nobody here had used: the
// sentence after the one describing a situation, opening on a condition that
// points back to it ('If either of these happen, …'), says what to do then;
// asked why, the sentence giving a reason ('in order to', 'because', 'Since
// we…,') answers, with the next one adding to it ('We also use it for…'), and
// under a heading asking why without its mark ('Why we track time') the
// section's first sentence; a code block quoted after its lead-in ending on ':';
// 'by what time' asks for a figure, and the list item stating it leads; a
// reader asking what insurance will 'cover' reaches a policy's 'coverage';
// 'What exactly is X, where does the definition come from?' asks X's
// definition, which 'ITSO defines an X as…' gives.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { definesSubject, quoteLines } from './compose.ts';
import { answerLeadsWithFact, definitionSubject, givesReason, qualifiesBefore } from './question-kinds.ts';
import { secondPartOf } from './second-part.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const HANDBOOK = [
  '# Staff handbook',
  '',
  '## Logging your hours',
  '',
  'Every project has its own code in the booking tool, and each entry names one.',
  '',
  '## Mistakes',
  '',
  'Now and then you will forget to clock in, or you will leave the clock running after you go home. If either of these happen, you can correct the entry yourself in the booking tool. Ask your lead when unsure.',
].join('\n');

describe('a condition pointing back to the sentence before it', () => {
  it.each([
    'If either of these happen, you can correct the entry.',
    'When this happens, restart the service.',
    'If that fails, call the help desk.',
    'In that case, the order is cancelled.',
  ])('goes with the sentence before it: %j', (text) => {
    expect(qualifiesBefore(text)).toBe(true);
  });

  it.each(['If the light is red, stop.', 'When you arrive, sign in at reception.', 'In this document we describe the tool.'])(
    'a condition of its own does not: %j',
    (text) => {
      expect(qualifiesBefore(text)).toBe(false);
    },
  );
});

describe.each(DATABASE_TARGETS)('a handbook asked what happens after a slip, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes what to do with the sentence describing the slip', async () => {
    const guidance = await askAboutText(
      HANDBOOK,
      'handbook.md',
      'What happens if I forget to clock in or leave the clock running overnight?',
    );
    expect(guidance).toContain('you can correct the entry yourself in the booking tool');
  });
});

const NOTICE = [
  '# Privacy notice',
  '',
  '## Our app',
  '',
  'We may also use cookies and device addresses to help us understand in the aggregate how visitors use our pages.',
  'Location data. We receive your device address when you sign up; we use the device address in order to estimate your region because prices and offers depend on your country. We also use it to prevent fraud.',
].join('\n');

const TIMESHEETS = [
  '# Office manual',
  '',
  '## Why we record time',
  '',
  'Since most of our work is billed by the hour, we send each client a monthly bill. Clients often ask where the hours went on a bill. Recording time lets us answer them.',
  'We do not expect anyone to record exactly 40 hours a week.',
].join('\n');

const MANUAL = [
  '# Radio manual',
  '',
  '## Audio settings',
  '',
  'The modem likes a clean path through the radio. Turn every audio effect OFF on send and receive:',
  '',
  '```',
  '- On receive, noise reduction should be off.',
  '- On send, voice compression should be off.',
  '```',
].join('\n');

describe('a sentence giving a reason', () => {
  it.each([
    'We use the address in order to estimate your region.',
    'Prices differ because taxes differ.',
    'Since we rarely take on fixed-price work, we bill monthly.',
  ])('gives one: %j', (text) => {
    expect(givesReason(text)).toBe(true);
  });

  it.each(['Since 2020, the office has been closed.', 'We use the address to sign you in.'])('does not: %j', (text) => {
    expect(givesReason(text)).toBe(false);
  });
});

describe('a code block run on into the sentence after it', () => {
  it('is quoted as its code and its sentence, not read again forever', () => {
    const lines = quoteLines('``` bash\nfd -e zip -x unzip\n``` If there are two such files, both are unpacked.');
    expect(lines.join('\n')).toContain('fd -e zip -x unzip');
    expect(lines.join('\n')).toContain('If there are two such files, both are unpacked.');
  });
});

describe.each(DATABASE_TARGETS)('asked why, and asked of settings set as code, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('leads with the sentence giving the reason, and the one adding to it', async () => {
    const guidance = await askAboutText(NOTICE, 'notice.md', 'Why do they use my device address to guess where I am?');
    expect(guidance.split('\n\n')[1]).toContain('in order to estimate your region because prices');
    expect(guidance).toContain('We also use it to prevent fraud.');
  });

  it('quotes the first sentence of a section whose heading asks why', async () => {
    const guidance = await askAboutText(TIMESHEETS, 'manual.md', 'Why do we have to record our hours at all?');
    expect(guidance).toContain('we send each client a monthly bill');
  });

  it('quotes the lead-in of a code block it quotes', async () => {
    const guidance = await askAboutText(MANUAL, 'radio.md', 'Should I leave noise reduction and voice compression switched on?');
    expect(guidance).toContain('Turn every audio effect OFF on send and receive:');
  });
});

const DEADLINES = [
  '# Timesheet policy',
  '',
  '## 3.2 Timesheet rules',
  '',
  '- Every employee must enter the hours of each day no later than 10:00 am local time on the next working day of the month',
  '- On the last working day of the month, every employee must submit the timesheet no later than 10:00 am local time on the next working day',
  '- Supervisors must review and approve the timesheets of their employees no later than 5:00 pm local time on the next working day of the month',
  '- Every employee is responsible for entering and submitting their own timesheet, unless a special case applies to them',
].join('\n');

describe('a question after a clock time', () => {
  it.each(['By what time must I submit it?', 'At what time does the office close?'])('asks for a figure: %j', (question) => {
    expect(answerLeadsWithFact(question)).toBe(true);
  });
});

describe.each(DATABASE_TARGETS)('a list of deadlines asked by what time, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('leads with the item stating the deadline asked for', async () => {
    const guidance = await askAboutText(
      DEADLINES,
      'policy.md',
      'As a supervisor, by what time do I have to approve the timesheets of my employees?',
    );
    expect(guidance.split('\n\n')[1]).toContain('5:00');
  });
});

describe('what insurance will cover', () => {
  it('reaches a policy’s coverage', () => {
    const terms = coreTerms(readQuestion('Will our insurance cover us if the software fails?'));
    expect(termsIn('Review your insurance coverage before launch.', terms).map((term) => term.key)).toContain('cover');
  });
});

const RUNBOOK = [
  '# Security runbook',
  '',
  '## Purpose',
  '',
  'This runbook follows the office’s handling policy and its escalation procedure for widespread events.',
  'The office defines an "incident" as a violation or imminent threat of violation of security policies. A personal data breach must also be reported to the privacy officer.',
].join('\n');

describe('a definition asked with a second question after a comma', () => {
  it.each([
    ["What actually counts as an 'incident' here, where does the definition come from?", ['incident']],
    ['What exactly is a record?', ['record']],
  ])('%j asks the definition of %j', (question, subject) => {
    expect(definitionSubject(question)).toEqual(subject);
  });

  it('asks its second part on its own', () => {
    expect(secondPartOf('What counts as a breach here, where does the definition come from?')).toBe('Where does the definition come from?');
    // A phrase before the comma that asks nothing is no first question.
    expect(secondPartOf('In the table of terms, how does the Act define a worker?')).toBeUndefined();
  });

  it('is given by a sentence saying who defines the term as what', () => {
    expect(definesSubject('The Act defines a "worker" as anyone paid under a contract.', ['worker'])).toBe(true);
    expect(definesSubject('The Act names a worker in section 2.', ['worker'])).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('a runbook asked what counts as an incident, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('leads with the sentence defining it', async () => {
    const guidance = await askAboutText(
      RUNBOOK,
      'runbook.md',
      "What actually counts as an 'incident' here, where does the definition come from?",
    );
    expect(guidance.split('\n\n')[1]).toContain('defines an "incident" as a violation');
  });
});
