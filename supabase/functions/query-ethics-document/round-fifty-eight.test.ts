// The fifty-eighth round's general cause, shown here on made-up text, read from the forty-ninth and fiftieth visitor
// sets' misses: a manual shows a command in a code block, then says what it does in a sentence opening on 'It'
// ('It will display the sequence without actually calling the drivers.'). That sentence holds the question's words,
// but alone it names neither the command nor what it is for: it is now quoted after the code block it speaks of, under
// the lead-in before the block ('To do so, use the -t argument:') and the sentence that lead-in goes on from. And a
// glossary set as a table of two columns ('| keytab | a key table file containing one or more keys. |') answers 'What is
// a keytab?', as a definition does, over the passages that only use the word. And a title page's line of names is no
// longer run into the address under it when the address's hyphen is printed as a minus sign ('bell−labs'), so asked
// who wrote the document, that line answers.
import { describe, expect, it } from 'vitest';
import { definesSubject, quotableUnits } from './compose.ts';
import { composeFrom, passageOf } from './testing/compose-from.ts';

const passage = (content: string, heading = 'Testing backups', position = 0) => passageOf(position, heading, content);

const TESTING = passage(
  [
    'You should test the backup job on every server before trusting it.',
    '',
    'The first step is to see what the backup tool would copy without writing anything. To do so, use the -n argument:',
    '',
    '```',
    'backuptool -n run',
    '```',
    '',
    'It will list every file it would copy without actually writing the archive.',
  ].join('\n'),
);

describe('a sentence saying what the code before it does', () => {
  it('is quoted after the command it speaks of, under its lead-in and the sentence that lead-in goes on from', () => {
    const answer = composeFrom('Can I try the backup without actually writing the archive?', [TESTING], 'manual.md').guidance;
    expect(answer).toContain(
      [
        '> The first step is to see what the backup tool would copy without writing anything. To do so, use the -n argument:',
        '> ```',
        '> backuptool -n run',
        '> ```',
        '> It will list every file it would copy without actually writing the archive.',
      ].join('\n'),
    );
  });

  it('stays alone after a long code block, which is no one command', () => {
    const long = passage(
      [
        'Run the whole job as follows:',
        '',
        '```',
        ...Array.from({ length: 8 }, (_, line) => `step${line} --archive`),
        '```',
        '',
        'It will list every file it would copy without actually writing the archive.',
      ].join('\n'),
    );
    const answer = composeFrom('Can I try the backup without actually writing the archive?', [long], 'manual.md').guidance;
    expect(answer).toContain('> It will list every file it would copy without actually writing the archive.\n>\n');
    expect(answer).not.toContain('step0');
  });
});

describe('a glossary set as a table of two columns', () => {
  const usage = passage(
    'Klist lists the keys held in a keytab file. With the -k option, klist reads the keytab named after -t.',
    'Listing keys',
    0,
  );
  const glossary = passage(
    [
      '| client | an entity that can obtain a ticket. |',
      '| --- | --- |',
      '| keytab | a key table file containing one or more keys. |',
      '| realm | yes |',
    ].join('\n'),
    'Glossary',
    1,
  );

  it("answers 'what is' with the row naming the term, over passages that only use it", () => {
    const answer = composeFrom('What is a keytab?', [{ ...usage, score: 2 }, glossary], 'guide.md').guidance;
    expect(answer.split('\n\n')[1]).toContain('a key table file containing one or more keys.');
  });

  it('reads a row as a definition only when its first cell is the term alone and its second says what it is', () => {
    expect(definesSubject('| keytab | a key table file containing one or more keys. |\n| --- | --- |', ['keytab'])).toBe(true);
    expect(definesSubject('| Term | Meaning |\n| --- | --- |\n| the KDC | Key Distribution Center. A machine. |', ['KDC'])).toBe(true);
    // A value is no definition, nor is a row naming something else that holds the term.
    expect(definesSubject('| Term | Meaning |\n| --- | --- |\n| realm | yes |', ['realm'])).toBe(false);
    expect(definesSubject('| Term | Meaning |\n| --- | --- |\n| keytab file | where the keys of a host are kept. |', ['keytab'])).toBe(
      false,
    );
  });
});

describe("a title page's line of names over an address printed with a minus sign for its hyphen", () => {
  it('is a unit of its own, not run into the address', () => {
    const units = quotableUnits('# Example User’s Manual\n\nAnna B. Walsh Colm T. Byrne\n\nab@research.example−labs.com\n\nIntroduction');
    expect(units).toContain('Anna B. Walsh Colm T. Byrne');
  });
});
