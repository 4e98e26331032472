// A PDF of about 100 pages of real documents (the Debian FAQ's 73 pages and
// the libtasn1 manual's 36, both from the real-document evaluation), joined at
// run time with poppler-utils into a temporary folder so no large file is
// committed. Whole files are joined: a page split off on its own carries its
// own copy of every font, which no real PDF does. It is read the way the browser reads it, and each stage is timed
// on its own, so a slower document path shows which stage grew.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfPagesToDocumentTextInSteps, readPdfjsPages, type PdfjsDocument } from '@meitheal/document-text';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const REAL_DOCUMENTS = fileURLToPath(new URL('../../supabase/functions/query-ethics-document/evaluation/real-documents/', import.meta.url));

/** The joined PDF's bytes, or undefined where poppler-utils (pdfunite) is not installed. */
export function realHundredPagePdf(): Uint8Array | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'bench-real-pdf-'));
  try {
    const joined = join(dir, 'real-109.pdf');
    execFileSync('pdfunite', [join(REAL_DOCUMENTS, 'debian-faq.pdf'), join(REAL_DOCUMENTS, 'libtasn1.pdf'), joined], { stdio: 'ignore' });
    return new Uint8Array(readFileSync(joined));
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface StagedReading {
  pages: number;
  bytes: number;
  /** getDocument: the file's structure. */
  openMs: number;
  /** Every page's text items and fonts' names, as the browser reads them. */
  readMs: number;
  /** The same pass asking for no font: what is left is the cost of the fonts' names (pages prepared for drawing). */
  textOnlyMs: number;
  fontPages: number;
  /** The layout reader: print lines, the whole-document passes, the blocks. */
  linesMs: number;
  documentPassesMs: number;
  blocksMs: number;
  documentText: string;
}

/** Reads the PDF twice (without and with font names) to tell text reading from font loading. */
export async function readStaged(bytes: Uint8Array): Promise<StagedReading> {
  const size = bytes.length;
  const textOnly = await openPdf(bytes.slice());
  const textStarted = performance.now();
  await readPdfjsPages(withoutFonts(textOnly.pdf));
  const textOnlyMs = performance.now() - textStarted;
  await textOnly.pdf.destroy();

  const full = await openPdf(bytes);
  let fontPages = 0;
  const counted = countingFontLoads(full.pdf, () => (fontPages += 1));
  const fullStarted = performance.now();
  const pages = await readPdfjsPages(counted);
  const readMs = performance.now() - fullStarted;
  await full.pdf.destroy();

  // The stepwise layout pauses after each page's lines, twice after the whole-document passes, and after each page's blocks.
  const marks: number[] = [performance.now()];
  const documentText = await pdfPagesToDocumentTextInSteps(pages, async () => {
    marks.push(performance.now());
  });
  marks.push(performance.now());
  const at = (step: number) => marks[Math.min(step, marks.length - 1)]!;
  return {
    pages: pages.length,
    bytes: size,
    openMs: full.openMs,
    readMs,
    textOnlyMs,
    fontPages,
    linesMs: at(pages.length) - at(0),
    documentPassesMs: at(pages.length + 2) - at(pages.length),
    blocksMs: at(marks.length - 1) - at(pages.length + 2),
    documentText,
  };
}

type LegacyPdf = Awaited<ReturnType<typeof getDocument>['promise']>;

async function openPdf(bytes: Uint8Array): Promise<{ pdf: LegacyPdf; openMs: number }> {
  const started = performance.now();
  // As the browser opens it: nothing is drawn, so no font faces.
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  return { pdf, openMs: performance.now() - started };
}

/** The document as the reader sees it, with every font reported as known: no page is prepared for drawing. */
function withoutFonts(pdf: LegacyPdf): PdfjsDocument {
  return readerView(pdf, (page) => ({ ...page, commonObjs: { has: () => true, get: () => undefined } }));
}

function countingFontLoads(pdf: LegacyPdf, counted: () => void): PdfjsDocument {
  return readerView(pdf, (page) => ({
    ...page,
    getOperatorList: (options) => {
      counted();
      return page.getOperatorList(options);
    },
  }));
}

type ReaderPage = Awaited<ReturnType<PdfjsDocument['getPage']>>;

/** The members the reader uses, bound to pdfjs's page (whose methods use private fields), with some replaced. */
function readerView(pdf: LegacyPdf, change: (page: ReaderPage) => ReaderPage): PdfjsDocument {
  return {
    numPages: pdf.numPages,
    getPage: async (number) => {
      const page = await pdf.getPage(number);
      return change({
        getTextContent: () => page.getTextContent(),
        getViewport: (options) => page.getViewport(options),
        getOperatorList: (options) => page.getOperatorList(options),
        commonObjs: page.commonObjs,
        cleanup: () => page.cleanup(),
      });
    },
  };
}
