// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { readPdfjsPages, type PdfjsDocument, type PdfjsPage } from './pdfjs.ts';

/** A pdfjs document whose pages answer in the order the test releases them. */
function fakeDocument(count: number) {
  const asked: number[] = [];
  const prepared: number[] = [];
  const release = new Map<number, () => void>();
  const fonts = new Map<string, { name: string }>();
  const waiters = new Map<string, Array<(data: unknown) => void>>();
  const pdf: PdfjsDocument = {
    numPages: count,
    getPage: (number) => {
      asked.push(number);
      return new Promise((resolve) => {
        const page: PdfjsPage & { cleanup(): void } = {
          getTextContent: async () => ({
            items: [
              {
                str: `page ${number}`,
                transform: [10, 0, 0, 10, 72, 700],
                width: 40,
                height: 10,
                fontName: `f${number % 2}`,
                hasEOL: false,
              },
            ],
            styles: { [`f${number % 2}`]: { fontFamily: 'sans-serif' } },
          }),
          getViewport: () => ({ height: 842 }),
          getOperatorList: async () => {
            prepared.push(number);
            // As in a browser that installs fonts: the page is prepared a while before the font is handed over.
            const id = `f${number % 2}`;
            setTimeout(() => {
              fonts.set(id, { name: number % 2 ? 'Helvetica-Bold' : 'Helvetica' });
              for (const waiter of waiters.get(id) ?? []) waiter(fonts.get(id));
            }, 10);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
          commonObjs: {
            has: (id) => fonts.has(id),
            get: (id, callback) => {
              if (!callback) return fonts.get(id);
              if (fonts.has(id)) callback(fonts.get(id));
              else waiters.set(id, [...(waiters.get(id) ?? []), callback]);
              return undefined;
            },
          },
          cleanup: () => undefined,
        };
        release.set(number, () => resolve(page));
      });
    },
  };
  return { pdf, asked, prepared, release };
}

describe('readPdfjsPages', () => {
  it('asks for a few pages ahead and gives them back in order, with their font names', async () => {
    const { pdf, asked, release } = fakeDocument(6);
    const told: number[] = [];
    const reading = readPdfjsPages(pdf, { onPage: (page) => told.push(page) });
    expect(asked).toEqual([1, 2, 3, 4]);
    // Later pages answer first; the result keeps the document's order.
    for (const number of [4, 3, 2, 1]) release.get(number)!();
    await vi.waitFor(() => expect(asked).toEqual([1, 2, 3, 4, 5, 6]));
    release.get(6)!();
    release.get(5)!();
    const pages = await reading;
    expect(pages.map((page) => page.items[0]!.str)).toEqual(['page 1', 'page 2', 'page 3', 'page 4', 'page 5', 'page 6']);
    expect(told).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pages[0]!.fontNames).toEqual({ f1: 'Helvetica-Bold' });
    expect(pages[1]!.fontNames).toEqual({ f0: 'Helvetica' });
  });

  it('prepares a page for drawing once per new font, even when pages using it are read at the same time', async () => {
    const { pdf, prepared, release } = fakeDocument(6);
    const reading = readPdfjsPages(pdf);
    for (const number of [1, 2, 3, 4, 5, 6]) release.get(number)?.();
    await vi.waitFor(() => expect(release.size).toBe(6));
    for (const number of [5, 6]) release.get(number)!();
    const pages = await reading;
    // Pages 1 to 4 are read together: page 1 brings font f1, page 2 font f0, and pages 3 and 4 wait for them.
    expect(prepared).toEqual([1, 2]);
    expect(pages.map((page) => page.fontNames)).toEqual([
      { f1: 'Helvetica-Bold' },
      { f0: 'Helvetica' },
      { f1: 'Helvetica-Bold' },
      { f0: 'Helvetica' },
      { f1: 'Helvetica-Bold' },
      { f0: 'Helvetica' },
    ]);
  });
});
