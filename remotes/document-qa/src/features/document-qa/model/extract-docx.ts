// Word (.docx) text with mammoth: paragraphs come out separated by blank
// lines, which is what the server's chunker reads as paragraph breaks.
import mammoth from 'mammoth';

export async function extractDocxText(bytes: ArrayBuffer): Promise<string> {
  const result = await mammoth.extractRawText({ arrayBuffer: bytes });
  return result.value;
}
