// PDF text with pdfjs-dist. Text items are joined into lines by their
// position, and a larger gap between lines starts a new paragraph, so the
// server's chunker sees the document's own paragraphs and numbered clauses.
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

// The worker is emitted next to this chunk, so it loads from the remote's own
// origin (allowed by the site's script-src 'self' as a worker source).
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

export async function extractPdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageText(content.items.filter((item): item is TextItem => 'str' in item)));
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

function pageText(items: readonly TextItem[]): string {
  let text = '';
  let lastY: number | undefined;
  let lastHeight = 0;
  for (const item of items) {
    const y = item.transform[5] as number;
    if (lastY !== undefined && Math.abs(y - lastY) > 1) {
      // A gap of more than a line and a half is a paragraph break.
      text += Math.abs(y - lastY) > (lastHeight || item.height) * 1.6 ? '\n\n' : '\n';
    } else if (text && !text.endsWith(' ') && item.str && !item.str.startsWith(' ')) {
      text += lastY === undefined ? '' : ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str.trim()) {
      lastY = y;
      lastHeight = item.height;
    }
  }
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n');
}
