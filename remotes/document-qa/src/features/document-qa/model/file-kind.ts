// Which files the upload accepts: plain text (.txt, .md or a text/* type),
// text-based PDFs and Word documents. Anything else is refused before upload.
export type FileKind = 'text' | 'pdf' | 'docx' | 'unsupported';

export const ACCEPTED_FILES =
  '.txt,.md,.pdf,.docx,text/plain,text/markdown,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function fileKind(file: Pick<File, 'name' | 'type'>): FileKind {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.docx') || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  if (name.endsWith('.txt') || name.endsWith('.md') || file.type.startsWith('text/')) return 'text';
  return 'unsupported';
}
