// The server's own check for print furniture: running headers and footers,
// page numbers, contents entries and names a line end broke with a space.
import { describe, expect, it } from 'vitest';
import { cleanedDocumentText } from './document-chunks-cleanup.ts';
import { chunkDocument } from './document-chunks.ts';

const page = (header: string, body: string, footer = '') => [header, '', body, '', footer].join('\n');

describe('cleanedDocumentText', () => {
  it('drops a running header that carries the page number, and page numbers alone', () => {
    const text = [
      page('Chapter 2: ASN.1 structure handling 3', '- BMPString;', '3'),
      page('Chapter 2: ASN.1 structure handling 4', 'This version doesn’t handle the REAL type.', '4'),
    ].join('\f');
    const cleaned = cleanedDocumentText(text);
    expect(cleaned).not.toMatch(/Chapter 2|^\s*[34]\s*$/m);
    expect(cleaned).toContain('This version doesn’t handle the REAL type.');
  });

  it('keeps a line that opens two pages when it is a sentence or has no number', () => {
    const text = [
      page('Fees are due in 30 days.', 'One.'),
      page('Fees are due in 30 days.', 'Two.'),
      page('Scope', 'Three.'),
      page('Scope', 'Four.'),
    ].join('\f');
    const cleaned = cleanedDocumentText(text);
    expect(cleaned.match(/Fees are due in 30 days\./g)).toHaveLength(2);
    expect(cleaned.match(/Scope/g)).toHaveLength(2);
  });

  it('drops contents entries: dot leaders anywhere, title and page under a Contents heading, Word’s broken fields', () => {
    const text = [
      '## Table of Contents',
      '',
      'Document Overview 3',
      '',
      'Training Error! Bookmark not defined.',
      '',
      'Error-free rate 7',
      '',
      '# Document Overview',
      '',
      'Introduction . . . . . . . 3',
      '',
      'The plan runs for 3',
      'weeks.',
    ].join('\n');
    const cleaned = cleanedDocumentText(text);
    expect(cleaned).not.toMatch(/Overview 3|Bookmark|rate 7|Introduction/);
    expect(cleaned).toContain('The plan runs for 3\nweeks.');
  });

  it('joins an identifier or an address a line end broke with a space', () => {
    expect(cleanedDocumentText('more than ASN1_MAX_ NAME_SIZE characters.')).toBe('more than ASN1_MAX_NAME_SIZE characters.');
    expect(cleanedDocumentText('was made (https://lists.debian.org/1997/04/msg00011. html) by Bruce.')).toBe(
      'was made (https://lists.debian.org/1997/04/msg00011.html) by Bruce.',
    );
    expect(cleanedDocumentText('the Installation Guide (https: //www.debian.org/releases/stable/installmanual).')).toBe(
      'the Installation Guide (https://www.debian.org/releases/stable/installmanual).',
    );
    expect(cleanedDocumentText('See https://example.org/a. Then read on, e.g. the rest.')).toBe(
      'See https://example.org/a. Then read on, e.g. the rest.',
    );
  });
});

describe('chunkDocument on a reader’s mistakes', () => {
  it('joins a paragraph a blank line cut mid-sentence on one page: after an address, a hyphen or a bare word', () => {
    const text = [
      '# 1.5 Why Debian?',
      '',
      'Debian comes with more than 59100 packages (https://packages.',
      '',
      'debian.org/stable/) and runs on 9 architectures.',
      '',
      'The geographical dispersion of the developers required sophisti-',
      '',
      'cated tools and sophisticated habits.',
      '',
      'Users are encouraged to send bugs in a formal style, which',
      '',
      'are quickly accessible.',
    ].join('\n');
    const contents = chunkDocument(text)
      .map((chunk) => chunk.content)
      .join('\n');
    expect(contents).toContain(
      'Debian comes with more than 59100 packages (https://packages.debian.org/stable/) and runs on 9 architectures.',
    );
    expect(contents).toContain('The geographical dispersion of the developers required sophisticated tools and sophisticated habits.');
    expect(contents).toContain('Users are encouraged to send bugs in a formal style, which are quickly accessible.');
  });

  it('goes on with the last item of a list that a blank line cut mid-sentence', () => {
    const text =
      '- Package A breaks Package B when both cannot be configured.\n- Package A provides Package B when B is incorporated into A, for users with constrained disk space to get only that part of\n\npackage A which they really need.';
    const [chunk] = chunkDocument(text);
    expect(chunk!.content.split('\n')).toEqual([
      '- Package A breaks Package B when both cannot be configured.',
      '- Package A provides Package B when B is incorporated into A, for users with constrained disk space to get only that part of package A which they really need.',
    ]);
  });

  it('goes on with a sentence that wrapped onto a capital letter and a stop, which only looks like a list item', () => {
    const text =
      '- Package A provides Package B when its files are incorporated into\nA. This mechanism saves disk space.\n- A. Introduction\n- B. Scope';
    expect(chunkDocument(text)[0]!.content.split('\n')).toEqual([
      '- Package A provides Package B when its files are incorporated into A. This mechanism saves disk space.',
      '- A. Introduction',
      '- B. Scope',
    ]);
  });

  it('reads a command at a root prompt as code, not as a chapter heading', () => {
    const text =
      '## 5.4 How can I install a developer’s environment?\n\nRun these:\n\n# apt-get build-dep foo\n# apt-get source --build foo\n\nThen test it.\n\n# Installing Debian\n\nA chapter.';
    const chunks = chunkDocument(text);
    expect(chunks.map((chunk) => chunk.sectionRef)).toEqual(['Section 5.4', 'Installing Debian']);
    expect(chunks[0]!.content).toBe('Run these:\n```\n# apt-get build-dep foo\n# apt-get source --build foo\n```\nThen test it.');
  });

  it('keeps paragraphs apart when the first ends a sentence or a heading stands between', () => {
    const text = '# Scope\n\nThe spec ends here.\n\nupdate-mime-database is run next.\n\n# Other\n\nwhich starts lower case.';
    const contents = chunkDocument(text).map((chunk) => chunk.content);
    expect(contents).toEqual(['The spec ends here.\nupdate-mime-database is run next.', 'which starts lower case.']);
  });

  it('writes a word split at a line end as the document writes it elsewhere, and keeps a real hyphen', () => {
    const text =
      'Good management matters. Tools for the man-\nagement of types are listed. Matching is case-\nsensitive here and case-sensitive there.';
    const [chunk] = chunkDocument(text);
    expect(chunk!.content).toContain('Tools for the management of types are listed.');
    expect(chunk!.content).toContain('Matching is case-sensitive here');
  });
});

describe('footnotes run into the text', () => {
  it('drops a footnote mark after a word or a stop, and keeps exponents', () => {
    expect(
      cleanedDocumentText('A trivial upstream tarball may offer a good starting point:⁵\nThe Debian⁶ way. An area of 3 m² at 10⁶ Pa.'),
    ).toBe('A trivial upstream tarball may offer a good starting point:\nThe Debian way. An area of 3 m² at 10⁶ Pa.');
  });

  it('makes a footnote its own paragraph without its number, also when the number lost its superscript', () => {
    expect(cleanedDocumentText('Use the configure script. ⁸Many modern programs come with one. ⁹Autotools is big.')).toBe(
      'Use the configure script.\n\nMany modern programs come with one.\n\nAutotools is big.',
    );
    expect(cleanedDocumentText('⁵See DebSrc3.0 for a summary.\n10If you use the dch -r command, save the file.')).toBe(
      'See DebSrc3.0 for a summary.\nIf you use the dch -r command, save the file.',
    );
    expect(cleanedDocumentText('Save the changelog by the editor. 11The default field length is 30.')).toBe(
      'Save the changelog by the editor.\n\nThe default field length is 30.',
    );
    expect(cleanedDocumentText('It has 3D printing and 2 Rooms.')).toBe('It has 3D printing and 2 Rooms.');
  });
});
