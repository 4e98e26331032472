import { describe, expect, it } from 'vitest';
import { composeAnswer, definesCompared, definesSubject, quotableUnits } from './compose.ts';
import { coreTerms, numbersIn, readQuestion } from './search.ts';
import type { ScoredPassage } from './retrieval.ts';
import { composeFrom } from './testing/compose-from.ts';

describe('quotableUnits', () => {
  it('gives whole sentences without clause numbers or bullets, code whole, and each table row under its header', () => {
    const content = [
      '3.2 Invoices are monthly, e.g. on the 1st. They are due in 30 days.',
      '- Globs are matched case-insensitively.',
      '```',
      '50:text/x-diff:*.diff',
      '```',
      '| Attribute | Default |',
      '| --- | --- |',
      '| weight | 50 |',
      '| priority | 50 |',
    ].join('\n');
    expect(quotableUnits(content)).toEqual([
      'Invoices are monthly, e.g. on the 1st.',
      'They are due in 30 days.',
      'Globs are matched case-insensitively.',
      '```\n50:text/x-diff:*.diff\n```',
      '| Attribute | Default |\n| --- | --- |\n| weight | 50 |',
      '| Attribute | Default |\n| --- | --- |\n| priority | 50 |',
    ]);
  });

  it("keeps a number that is a sentence's own subject, and drops a clause number", () => {
    expect(quotableUnits('The value is between 1 and 9. 9 gives the best compression but takes most memory.')).toEqual([
      'The value is between 1 and 9.',
      '9 gives the best compression but takes most memory.',
    ]);
    expect(quotableUnits('12 Fees are agreed in writing.')).toEqual(['Fees are agreed in writing.']);
  });

  it('quotes each option line of a usage text too long to quote whole, as printed', () => {
    const usage = [
      '```',
      'Usage: tool [OPTION] FILE',
      ...Array.from({ length: 12 }, (_, index) => `Line ${index} of the usage text, long enough to count.`),
    ];
    const options = [
      '  -c, --check           checks the syntax only',
      '  -o, --output=FILE     output file',
      '  -P (or --pf)          - preserve original formatting',
      '  -C or --comp          - display generated code',
    ];
    expect(quotableUnits([...usage, ...options, '```'].join('\n'))).toEqual(options.map((line) => `\`\`\`\n${line}\n\`\`\``));
  });

  it('quotes each row of a two-column list of terms alone, the first too, not under another term as if it were a header', () => {
    const table = ['| -a, --all | process every file |', '| --- | --- |', '| -P, --pf | preserve original formatting |'].join('\n');
    expect(quotableUnits(table)).toEqual([
      '| -a, --all | process every file |\n| --- | --- |',
      '| -P, --pf | preserve original formatting |\n| --- | --- |',
    ]);
  });

  it("quotes a definition list's term with its description, as one item", () => {
    const content = ['items', 'number of items in the table', 'keys saved to', 'file to which keys were saved. It may be empty.'].join(
      '\n',
    );
    expect(quotableUnits(content)).toEqual([
      'items\nnumber of items in the table',
      'keys saved to\nfile to which keys were saved.',
      'It may be empty.',
    ]);
    // A title over a sentence is no term: its sentence starts in capitals.
    expect(quotableUnits('How it works\nWhen it runs, it stops the process.')).toEqual([
      'How it works',
      'When it runs, it stops the process.',
    ]);
  });

  it('quotes a short label with the sentence after it', () => {
    expect(quotableUnits('- Thread-safety. No global variables are used.\nNo! They differ.')).toEqual([
      'Thread-safety. No global variables are used.',
      // An exclamation is a sentence of its own, however short.
      'No!',
      'They differ.',
    ]);
  });

  it("quotes a list item's run-in title of a few more words with the sentence after it, as a Markdown guide sets it in bold", () => {
    expect(
      quotableUnits('- Patch partially (break the exploitation chain). If the embargo is about to end, a partial patch is preferable.'),
    ).toEqual(['Patch partially (break the exploitation chain). If the embargo is about to end, a partial patch is preferable.']);
    // Only the item's first sentence: a later one of five words is a sentence of its own.
    expect(quotableUnits('- Stop it. The server keeps running here. The rest runs on.')).toEqual([
      'Stop it. The server keeps running here.',
      'The rest runs on.',
    ]);
  });

  it('quotes a title with the code sample it names, as one', () => {
    const code = ['```', 'void f() {', '  g();', '  h();', '  i();', '}', '```'];
    expect(quotableUnits(['Delete all items from a hash', ...code].join('\n'))).toEqual([
      ['Delete all items from a hash', ...code].join('\n'),
    ]);
  });

  it('quotes no link standing alone on its line', () => {
    const guidance = composeAnswer(
      'Where can the library be downloaded?',
      coreTerms(readQuestion('Where can the library be downloaded?')),
      new Map(coreTerms(readQuestion('Where can the library be downloaded?')).map((term) => [term.key, 1])),
      [
        {
          position: 0,
          sectionRef: 'Section 1',
          heading: '',
          content: 'The library can be downloaded from the project site.\nhttps://example.org/library/download',
          score: 1,
          coverage: 1,
          matchedTerms: [],
        },
      ],
      'guide.pdf',
    ).guidance;
    expect(guidance).toContain('> The library can be downloaded from the project site.');
    expect(guidance).not.toContain('> https');
  });

  it('leaves out a code block too long to quote', () => {
    expect(quotableUnits(['```', 'x'.repeat(600), '```'].join('\n'))).toEqual([]);
  });

  it('quotes a sentence that runs through a short command whole, the command inside it', () => {
    const content = ['Headers are updated. Similarly, running:', '```', 'headache -r foo.c', '```', 'removes any header. Files stay.'].join(
      '\n',
    );
    expect(quotableUnits(content)).toEqual([
      'Headers are updated.',
      'Similarly, running:\n```\nheadache -r foo.c\n```\nremoves any header.',
      'Files stay.',
    ]);
    // Stopping mid-clause on the command, the sentence ends with it.
    expect(quotableUnits(['Install it by executing', '```', 'make install', '```', 'Then restart.'].join('\n'))).toEqual([
      'Install it by executing\n```\nmake install\n```',
      'Then restart.',
    ]);
  });
});

describe('composeAnswer', () => {
  const passage = (content: string, sectionRef: string): ScoredPassage => ({
    position: 0,
    sectionRef,
    heading: '',
    content,
    score: 1,
    coverage: 1,
    matchedTerms: [],
  });
  const compose = (question: string, passages: ScoredPassage[]) => composeFrom(question, passages, 'spec.pdf');

  it('quotes a table row as a table, every line inside the quote, with its cells escaped', () => {
    const table = ['| Attribute | Default value |', '| --- | --- |', '| glob_weight | 50 |', '| colour | red |'].join('\n');
    const { guidance } = compose('What is the default value of glob_weight?', [passage(table, 'Section 2.2')]);
    expect(guidance).toContain('> | Attribute | Default value |\n> | --- | --- |\n> | glob_weight | 50 |\n>\n> — Section 2.2');
    expect(guidance).not.toContain('colour');
  });

  it('answers where something is kept with the sentence that names the file, first', () => {
    const content = [
      'Install the libpaper1 package, and it will ask you for a system-wide default paper size.',
      'This setting will be kept in the file /etc/papersize.',
      'Users can override the paper size setting using the PAPERSIZE environment variable.',
    ].join(' ');
    const { guidance } = compose('Where is the system-wide default paper size kept?', [passage(content, 'Section 11.1')]);
    expect(guidance.indexOf('/etc/papersize')).toBeGreaterThan(0);
    expect(guidance.indexOf('/etc/papersize')).toBeLessThan(guidance.indexOf('libpaper1'));
  });

  it('never quotes a list item the passage cut before its sentence ends', () => {
    const content = [
      'Before you upgrade, check two things:',
      '- Back up your data and your configuration first.',
      '- Check that the tools provided by your distribu',
    ].join('\n');
    const { guidance } = compose('What should I check before I upgrade the tools of my distribution?', [passage(content, 'Section 9')]);
    expect(guidance).toContain('Back up your data');
    expect(guidance).not.toContain('distribu\n');
    expect(guidance).not.toMatch(/distribu$/m);
  });

  it('asked for a list, leads with the table under the heading that names what it lists', () => {
    const table = [
      '| Invalid Line Count | The count must be a decimal number |',
      '| --- | --- |',
      '| Invalid Time Units | The units must be s, ms or us |',
      '| Invalid Sync Flag | The flag must be 0 or 1 |',
    ];
    const content = ['If errors are found on import, they are written to a log file.', ...table].join('\n');
    const { guidance } = compose('What are the import errors?', [{ ...passage(content, 'Section 3'), heading: 'View Import Errors' }]);
    expect(guidance.split('\n\n')[1]).toContain('| Invalid Time Units |');
  });

  it('answers with the item of a definition list whose term the question names, however common the word', () => {
    const content = [
      'Each model takes arguments. The frame model takes three of them.',
      '- frame. With this model, headers are generated in a frame.',
      '- no. This model generates no header and has no argument.',
    ].join('\n');
    const { guidance } = compose('What does the no model do?', [passage(content, 'Section 4')]);
    expect(guidance.split('\n\n')[1]).toContain('This model generates no header');
  });

  it('asked in what year, leads with the sentence holding a year', () => {
    const { guidance } = compose('In what year was the project created?', [
      passage('The project has grown over the years into a large one. The project was created by Ian Murdock in 1993.', 'Section 1'),
    ]);
    expect(guidance.split('\n\n')[1]).toContain('1993');
  });

  it('asked how much, leads with the sentence giving a size, an amount of money or a number in words', () => {
    const memory = compose('How much memory does the printer driver need?', [
      passage('The printer driver needs memory for its buffers. The printer driver needs at least 256 MB of memory.', 'Section 2'),
    ]);
    expect(memory.guidance.split('\n\n')[1]).toContain('256 MB');
    const money = compose('How much money did the attacks cost?', [
      passage('The attacks cost money and time to clean up. The attacks cost companies $45 billion in 2023.', 'Section 3'),
    ]);
    expect(money.guidance.split('\n\n')[1]).toContain('45 billion');
    const reviewers = compose('How many people must review a change?', [
      passage('A change is reviewed before it is merged. Every change must be approved by two reviewers.', 'Section 4'),
    ]);
    expect(reviewers.guidance.split('\n\n')[1]).toContain('two reviewers');
  });

  it('asked which release, leads with a version that has a letter after its number', () => {
    const { guidance } = compose('Which release of the class does this guide describe?', [
      passage('This guide describes the class and its options. The class described is release V1.8a of the package.', 'Page 1'),
    ]);
    expect(guidance.split('\n\n')[1]).toContain('V1.8a');
  });

  it('leads with the sentence giving an address when asked how to get in touch', () => {
    const { guidance } = compose('How do I get help with the tool?', [
      passage('The tool has help built in for each of its commands. For more help, email the author at tdh@example.net.', 'Section 1.7'),
    ]);
    expect(guidance.split('\n\n')[1]).toContain('tdh@example.net');
  });

  it('quotes a sentence that two passages repeat only once', () => {
    const sentence = 'The default priority value is 50, and the maximum is 100.';
    const { guidance } = compose('What is the default priority value?', [
      passage(`Magic rules have a priority. ${sentence}`, 'Section 2.2'),
      passage(`Treemagic rules have a priority. ${sentence}`, 'Section 2.2'),
    ]);
    expect(guidance.split(sentence.replace(/,/g, ',')).length - 1).toBe(1);
  });
});

describe('numbersIn', () => {
  it('finds numbers of their own, not digits inside names such as ASN.1, X.680, asn1 or a version', () => {
    expect(numbersIn('ASN.1 per X.680 in asn1 v4.19.0: 30 days, €180, 3.5%, ten, section 6.2')).toEqual(['30', '180', '3.5', '6.2', '10']);
  });
});

describe('readQuestion', () => {
  it('reads a question with the synonym data: where a name comes from, how a document words it', () => {
    const come = readQuestion('Where does the name Debian come from?').terms.find((term) => term.key === 'come from');
    expect(come?.variants).toEqual(expect.arrayContaining(['come from', 'derived']));
  });
});

describe('definitions', () => {
  it('knows a definition by its form: X – …, X: …, X means …, X is …, or the words an acronym stands for', () => {
    expect(definesSubject('Data steward: the person who answers for a dataset.', ['data', 'stewards'])).toBe(true);
    expect(definesSubject('Data steward – the person who answers for a dataset.', ['data', 'steward'])).toBe(true);
    expect(definesSubject('A GUID means an identifier no other record shares.', ['GUID'])).toBe(true);
    expect(definesSubject('The Global Unique Identifier (GUID) is an identifier no other record shares.', ['GUID'])).toBe(true);
    expect(definesSubject('Each record has a GUID that never changes.', ['GUID'])).toBe(false);
    expect(definesSubject('Data stewards review the metadata every month.', ['data', 'stewards'])).toBe(false);
  });

  it('knows the definition of a longer name, a mixed-case acronym, and a clause the layout ran on', () => {
    expect(definesSubject('Debian GNU/Linux is a particular distribution of the Linux operating system.', ['Debian'])).toBe(true);
    expect(definesSubject('The Debian Policy: Debian has an extensive specification of our standards.', ['Debian'])).toBe(false);
    expect(definesSubject('The Debian Project is a separate entity from the FSF.', ['Debian'])).toBe(false);
    expect(definesSubject('The core Flight System (cFS) is made up of the following components:', ['cFS'])).toBe(true);
    expect(definesSubject('It is a common usage to add headers. headache is a simple tool for managing them.', ['headache'])).toBe(true);
  });

  it('takes "This software provides…" as the definition only of what the document is about', () => {
    expect(definesSubject('This software provides a hash table for C structures.', ['uthash'], true)).toBe(true);
    expect(definesSubject('This software provides a hash table for C structures.', ['uthash'])).toBe(false);
  });

  it('answers a question quoting an example the document prints with the rule after it, not the example', () => {
    const question = "Should the confirmation say 'Document has been added' or is there a better way to phrase it?";
    const content = [
      'Use the present tense to describe product behaviour.',
      '',
      'Document added',
      '',
      'Write in the present tense.',
      '',
      'Document has been added',
      '',
      'Don’t write in different variations of the present tense, such as the present perfect tense.',
    ].join('\n');
    const terms = coreTerms(readQuestion(question));
    // The passage holds the quoted words and no other word of the question: well below the threshold.
    const { guidance } = composeAnswer(
      question,
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [{ position: 0, sectionRef: 'Section 2.12.1', heading: '2.12 Writing', content, score: 0.3, coverage: 0.2, matchedTerms: [] }],
      'guide.pdf',
    );
    const quotes = guidance.split('\n').filter((line) => line.startsWith('> ') && !line.startsWith('> —'));
    expect(quotes[0]).toContain('present tense');
    expect(quotes).not.toContain('> Document has been added');
  });

  it('quotes a rule with the next sentence when that one qualifies it', () => {
    const question = 'Which price is used when the stored price and the online price mismatch?';
    const content = [
      'The storage entries generally have priority over online data: if online data and stored data mismatch, the stored price is used.',
      'However, this is configurable via the header-flag “Overwrite_storage”.',
      'The idea of this database is to retain data over long periods of time.',
    ].join(' ');
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 6', heading: '6 Storage Files', content, score: 1, coverage: 1, matchedTerms: [] }],
      'manual.pdf',
    );
    expect(guidance).toContain('the stored price is used. However, this is configurable via the header-flag “Overwrite_storage”.');
    expect(guidance).not.toContain('retain data');
    // In a numbered procedure too, once: 'If not, then…' is what happens when the step's test fails.
    const steps = [
      '9. The 3PAO will then test the change.',
      '10. The JAB will review the testing and determine if the change is acceptable. If not, then the CSP would be required to roll back to the previous version. If the change is accepted, then the CSP must update the POA&M.',
      '11. The CSP continues with regular operations.',
    ].join('\n');
    const asked = "What happens if the board looks at the test results and isn't happy with our change?";
    const askedTerms = coreTerms(readQuestion(asked));
    const procedure = composeAnswer(
      asked,
      askedTerms,
      new Map(askedTerms.map((term) => [term.key, 1])),
      [
        {
          position: 0,
          sectionRef: 'Section 4',
          heading: 'Significant Change Process',
          content: steps,
          score: 1,
          coverage: 1,
          matchedTerms: [],
        },
      ],
      'policy.docx',
    ).guidance;
    expect(procedure).toContain('determine if the change is acceptable. If not, then the CSP would be required to roll back');
    expect(procedure.split('The JAB will review').length).toBe(2);
  });

  it('answers "why" with the labelled reasons after the sentence that answers', () => {
    const question = 'Why bother keeping the icons, colours and fonts the same all through the app?';
    const content = [
      'When elements such as icons, colours, and fonts are consistent throughout an application, users can quickly learn how to use it.',
      '',
      'Familiarity:',
      '',
      'Consistent UI elements give users a sense of familiarity. If the interface changes too often, it can cause confusion.',
      '',
      'Efficiency:',
      '',
      'Consistency in the user interface can make navigation easier and more efficient.',
    ].join('\n');
    const terms = coreTerms(readQuestion(question));
    const answer = (asked: string) =>
      composeAnswer(
        asked,
        terms,
        new Map(terms.map((term) => [term.key, 1])),
        [
          {
            position: 0,
            sectionRef: 'Section 1.3',
            heading: '1.3 Importance of design consistency',
            content,
            score: 1,
            coverage: 1,
            matchedTerms: [],
          },
        ],
        'guide.pdf',
      ).guidance;
    expect(answer(question)).toContain('> Familiarity: Consistent UI elements give users a sense of familiarity.');
    expect(answer(question)).toContain('> Efficiency: Consistency in the user interface can make navigation easier and more efficient.');
    expect(answer(question)).not.toContain('confusion');
    // Not asked why, the sentence answers alone.
    expect(answer('Which elements should be consistent throughout the app: icons, colours and fonts?')).not.toContain('Familiarity');
  });

  it('answers "what is X" with the sentence defining X first', () => {
    const content = [
      'Each dataset is published with a GUID so that harvesters can find it again.',
      'The Global Unique Identifier (GUID) is a value that no other dataset in the catalogue shares.',
      'A GUID is never reused.',
    ].join(' ');
    const terms = coreTerms(readQuestion('What is a GUID?'));
    const { guidance } = composeAnswer(
      'What is a GUID?',
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [
        {
          position: 0,
          sectionRef: 'Section 7',
          heading: '7 Global Unique Identifier (GUID)',
          content,
          score: 1,
          coverage: 1,
          matchedTerms: [],
        },
      ],
      'guide.pdf',
    );
    expect(guidance.split('\n').find((line) => line.startsWith('> '))).toContain('The Global Unique Identifier (GUID) is a value');
  });

  it('answers "what is the difference between X and Y" with the sentences defining each, the visitor\'s adjectives aside', () => {
    expect(definesCompared('A computer security incident is a violation of security policies.', ['actual', 'security', 'incident'])).toBe(
      true,
    );
    expect(definesCompared('An event is any observable occurrence in a system.', ['ordinary', 'event'])).toBe(true);
    expect(definesCompared('Events include a user sending email.', ['ordinary', 'event'])).toBe(false);
    // A sentence whose subject is one of the things, saying what it holds or is, tells them apart though it defines nothing.
    expect(definesCompared('Accounts simply hold money.', ['account'])).toBe(true);
    expect(definesCompared('Investments are linked to prices that define their values.', ['investment'])).toBe(true);
    expect(definesCompared('Account fees and interest can be recorded.', ['account'])).toBe(false);
    const question = "What's the difference between an ordinary event and an actual security incident?";
    const content = [
      'Examples of events include a user sending email and a firewall blocking a connection attempt.',
      'An event is any observable occurrence in a system or network.',
      'Adverse events are events with a negative consequence, such as system crashes and packet floods.',
      'A computer security incident is a violation or imminent threat of violation of computer security policies.',
    ].join(' ');
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 2.1', heading: '2.1 Events and Incidents', content, score: 1, coverage: 1, matchedTerms: [] }],
      'guide.pdf',
    );
    expect(guidance).toContain('An event is any observable occurrence');
    expect(guidance).toContain('A computer security incident is a violation');
  });
});

describe('tables', () => {
  const content = [
    'Table 2: Run times of the test suites',
    '| Suite | Run time |',
    '| --- | --- |',
    '| quick | 2 minutes |',
    '| full | 40 minutes |',
  ].join('\n');
  const answer = (question: string) => {
    const terms = coreTerms(readQuestion(question));
    return composeAnswer(
      question,
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [{ position: 0, sectionRef: 'Section 4', heading: '4 Testing', content, score: 1, coverage: 1, matchedTerms: [] }],
      'manual.pdf',
    ).guidance;
  };

  it('quotes a row with its header row, after the table caption', () => {
    const guidance = answer('What is the run time of the full suite?');
    expect(guidance).toContain('> Table 2: Run times of the test suites');
    expect(guidance.indexOf('Table 2')).toBeLessThan(guidance.indexOf('| full |'));
    expect(guidance).toContain('> | Suite | Run time |');
    expect(guidance).not.toContain('| quick |');
  });

  it('quotes a small table whole when the question is about the table rather than one row', () => {
    const guidance = answer('What are the run times of the test suites?');
    expect(guidance).toContain('| quick |');
    expect(guidance).toContain('| full |');
  });
});

describe('fragments', () => {
  it('leaves out a piece of prose cut from its sentence, and quotes the whole sentences', () => {
    const content = [
      'The billing section sets out how invoices are sent.',
      'is used with invoices sent to clients abroad and paid by transfer.',
      'Invoices to clients abroad are paid within 45 days of the invoice date.',
    ].join('\n');
    const question = 'Within how many days are invoices to clients abroad paid?';
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 3', heading: '3 Billing', content, score: 1, coverage: 1, matchedTerms: [] }],
      'terms.pdf',
    );
    expect(guidance).toContain('Invoices to clients abroad are paid within');
    expect(guidance).not.toContain('is used with invoices');
  });
});

describe('lists', () => {
  it('quotes the whole list under a heading the question names when one of its items answers', () => {
    const content = ['- Press Ctrl+S to save the draft.', '- Press Ctrl+P to preview the page.', '- Press Ctrl+Enter to publish.'].join(
      '\n',
    );
    const question = 'Which keys publish a page when authoring?';
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'How to author', heading: 'Editor › How to author', content, score: 1, coverage: 1, matchedTerms: [] }],
      'editor.pdf',
    );
    expect(guidance).toContain('Ctrl+Enter');
    expect(guidance).toContain('Ctrl+S');
    expect(guidance.indexOf('Ctrl+S')).toBeLessThan(guidance.indexOf('Ctrl+Enter'));
  });

  it('quotes a lead-in and its short items as one block, each item with its number as printed', () => {
    const content = ['This software supports these operations on items in a hash table:', '1. add', '2. find', '3. delete'].join('\n');
    const question = 'What operations does the software support?';
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 1.1', heading: '', content, score: 1, coverage: 1, matchedTerms: [] }],
      'guide.pdf',
    );
    expect(guidance).toContain(
      '> This software supports these operations on items in a hash table:\n> 1. add\n> 2. find\n> 3. delete\n>\n> — Section 1.1',
    );
    expect(guidance.match(/— Section 1\.1/g)).toHaveLength(1);
  });

  it('quotes a sentence after an example printed as prose with the example and its lead-in', () => {
    const content = [
      'Name the modules in the build file.',
      'For example:',
      'MODULES:= net disk',
      'Module names must be separated by a space.',
    ].join('\n\n');
    const question = 'How are module names separated?';
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 3', heading: '', content, score: 1, coverage: 1, matchedTerms: [] }],
      'guide.pdf',
    );
    expect(guidance).toContain('> For example:\n> MODULES:= net disk\n> Module names must be separated by a space.\n>\n> — Section 3');
  });

  it("quotes what an option does with the option's own code block above it", () => {
    const content = ['```', '-k --keep', '```', "Keep (don't delete) input files during compression. Other files are removed."].join('\n');
    const question = 'How do I stop the tool deleting input files?';
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 2.4', heading: '', content, score: 1, coverage: 1, matchedTerms: [] }],
      'manual.pdf',
    );
    expect(guidance).toContain("> ```\n> -k --keep\n> ```\n> Keep (don't delete) input files during compression.\n>\n> — Section 2.4");
  });

  it("quotes a sentence that says only 'this is…' with the sentence before it", () => {
    const content = 'It installs with the package manager OPAM. This is the preferred installation method. It needs Make.';
    const question = 'What is the preferred installation method?';
    const { guidance } = composeFrom(
      question,
      [{ position: 0, sectionRef: 'Section 2', heading: '', content, score: 1, coverage: 1, matchedTerms: [] }],
      'manual.pdf',
    );
    expect(guidance).toContain('> It installs with the package manager OPAM. This is the preferred installation method.');
  });

  const answer = (question: string, passages: { content: string; sectionRef: string; score?: number }[]) => {
    const terms = coreTerms(readQuestion(question));
    return composeAnswer(
      question,
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      passages.map(({ content, sectionRef, score }, position) => ({
        position,
        sectionRef,
        heading: '',
        content,
        score: score ?? 1,
        coverage: 1,
        matchedTerms: [],
      })),
      'guide.pdf',
    ).guidance;
  };

  it("quotes a sentence announcing things with the one after it that names them ('They are …')", () => {
    const content = 'There are four platforms supported by cFS. They are PC-Linux, vxWorks and RTEMS. Refer to the comments.';
    expect(answer('Which platforms does cFS support?', [{ content, sectionRef: 'Section 3' }])).toContain(
      '> There are four platforms supported by cFS. They are PC-Linux, vxWorks and RTEMS.',
    );
  });

  it('quotes a sentence with the one after it that gives the address to act on it', () => {
    const content = 'This guide describes the release. Feedback on mistakes in it is welcome. Please send jo@example.org your comments.';
    expect(answer('Is feedback on mistakes welcome?', [{ content, sectionRef: 'Section 1' }])).toContain(
      '> Feedback on mistakes in it is welcome. Please send jo@example.org your comments.',
    );
  });

  it('quotes a list item that lost the symbol it opens on under the item before it, not from a comma', () => {
    const content = [
      'The inputs are:',
      '- a description C of the invariants',
      '- , a function giving the privacy-loss budget (PLB) of each level.',
    ].join('\n');
    const guidance = answer('What is PLB short for?', [{ content, sectionRef: 'Section 2.1' }]);
    expect(guidance).toContain(
      '> - a description C of the invariants\n> - , a function giving the privacy-loss budget (PLB) of each level.',
    );
    expect(guidance).not.toMatch(/^> , a function/m);
  });

  it('quotes an item that lost its opening symbol under the item before it in a list quoted item by item too', () => {
    const content = [
      '- A description C of the invariants.',
      '- , a function giving the privacy-loss budget (PLB) of each level.',
      '- A workload W of queries.',
    ].join('\n');
    const terms = coreTerms(readQuestion('Which inputs give the privacy-loss budget?'));
    const { guidance } = composeAnswer(
      'Which inputs give the privacy-loss budget?',
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [{ position: 0, sectionRef: 'Section 2', heading: 'Inputs', content, score: 1, coverage: 1, matchedTerms: [] }],
      'guide.pdf',
    );
    expect(guidance).not.toMatch(/^> , a function/m);
    expect(guidance).toContain('> - A description C of the invariants.\n> - , a function giving');
  });

  it('quotes the line of items the layout ran together after a lead-in, with the lead-in', () => {
    const content = [
      'The core Flight System is made up of the following components:',
      'cFE (core Flight Executive) OSAL cFS Applications',
    ].join('\n');
    expect(answer('What is the core Flight System made up of?', [{ content, sectionRef: 'Section 2.0' }])).toContain(
      '> The core Flight System is made up of the following components:\n> cFE (core Flight Executive) OSAL cFS Applications',
    );
  });

  it('answers from the table row holding the release the question names, read with its column names', () => {
    const table = ['| Build | cFE | OSAL |', '| --- | --- | --- |', '| 2.0 | 6.3.x | 3.5+ |', '| 3.0.x | 6.4.x | 4.1.1+ |'].join('\n');
    const guidance = answer('Which OSAL version goes with cFE 6.4?', [
      { content: 'Build the cFE and the OSAL before the applications.', sectionRef: 'Section 3.6', score: 1 },
      { content: table, sectionRef: 'Section 2.1', score: 0.55 },
    ]);
    expect(guidance.split('\n\n')[1]).toContain('| 3.0.x | 6.4.x | 4.1.1+ |');
  });
});

describe('stages', () => {
  it('answers "what are the stages…?" with the sentence naming them in a run, not a list that only says "stage"', () => {
    const question = 'What are the stages you go through when dealing with an incident, start to finish?';
    const terms = coreTerms(readQuestion(question));
    const passage = (position: number, sectionRef: string, content: string, score: number, coverage: number): ScoredPassage => ({
      position,
      sectionRef,
      heading: sectionRef,
      content,
      score,
      coverage,
      matchedTerms: [],
    });
    const { guidance } = composeAnswer(
      question,
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [
        passage(
          0,
          'Section 3.4.2',
          '- Elapsed time from the start of the incident to each stage of the incident handling process, when dealing with it',
          0.5,
          0.6,
        ),
        passage(
          1,
          'Section 3',
          'The incident response process has several phases. This section describes the major phases of the incident response process—preparation, detection and analysis, containment, eradication and recovery, and post-incident activity—in detail.',
          0.3,
          0.1,
        ),
      ],
      'guide.pdf',
    );
    expect(guidance.split('\n').find((line) => line.startsWith('> '))).toContain('This section describes the major phases');
  });
});

describe('first step of a numbered list', () => {
  it('answers "what is the very first thing to do?" with the item numbered 1, quoted without its number', () => {
    const question = "Going by their step-by-step checklist, what's the very first thing to do when something looks wrong?";
    const terms = coreTerms(readQuestion(question));
    const passage = (position: number, heading: string, content: string, score: number): ScoredPassage => ({
      position,
      sectionRef: heading,
      heading: `3.5 Incident Handling Checklist › ${heading}`,
      content,
      score,
      coverage: 0.6,
      matchedTerms: [],
    });
    const { guidance } = composeAnswer(
      question,
      terms,
      new Map(terms.map((term) => [term.key, 1])),
      [
        passage(0, 'Recovery', '6. Eradicate the incident: if more hosts look wrong, repeat the analysis steps for them', 0.75),
        passage(1, 'Detection and Analysis', '1. Determine whether an incident has occurred\n2. Prioritize handling the incident', 0.54),
      ],
      'guide.pdf',
    );
    expect(guidance.split('\n').find((line) => line.startsWith('> '))).toContain('Determine whether an incident has occurred');
  });
});
