import { Button, Label, Progress, toast } from '@meitheal/ui';
import { BookOpen, Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { INVALID_FILE_MESSAGE, NO_FILE_MESSAGE, type ReadingProgress, type UploadStep } from '../hooks/use-document-session';
import { prepareReader } from '../model/extract-text';
import { ACCEPTED_FILES, fileKind } from '../model/file-kind';

interface UploadCardProps {
  busy: boolean;
  step: UploadStep | undefined;
  /** The PDF page being read, while a PDF is read. */
  reading?: ReadingProgress | undefined;
  onUpload: (file: File) => void;
  onUseSample: () => void;
}

const STEP_LABEL: Record<UploadStep, string> = {
  reading: 'Reading your document...',
  processing: 'Indexing the passages...',
};
const STEP_PROGRESS: Record<UploadStep, number> = { reading: 30, processing: 70 };

export const UPLOAD_PRIVACY_SENTENCE =
  "We keep your document privately for at most 24 hours, then delete it, and 'Delete my document' removes it at once.";

/** What the status line says and how far the bar is: page by page while a PDF is read. */
function progressOf(step: UploadStep, reading: ReadingProgress | undefined): { label: string; value: number } {
  if (step === 'reading' && reading) {
    return { label: `Reading page ${reading.page} of ${reading.pages}...`, value: Math.round(5 + (55 * reading.page) / reading.pages) };
  }
  return { label: STEP_LABEL[step], value: STEP_PROGRESS[step] };
}

/** Choose a .txt, .md, PDF or Word file (or the sample) and send its text for indexing. */
export function UploadCard({ busy, step, reading, onUpload, onUseSample }: UploadCardProps) {
  const inputId = useId();
  const hintId = useId();
  const privacyId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const progress = step ? progressOf(step, reading) : undefined;

  function choose(chosen: File | undefined) {
    if (chosen && fileKind(chosen) === 'unsupported') {
      toast({ title: 'Unsupported file', description: INVALID_FILE_MESSAGE, variant: 'destructive' });
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(chosen);
    if (chosen) {
      const kind = fileKind(chosen);
      if (kind !== 'unsupported') prepareReader(kind);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      toast({ title: 'No file selected', description: NO_FILE_MESSAGE, variant: 'destructive' });
      return;
    }
    onUpload(file);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h2 className="text-xl font-semibold">Upload a document</h2>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Document file</Label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={ACCEPTED_FILES}
          aria-describedby={`${hintId} ${privacyId}`}
          disabled={busy}
          // A visitor about to choose a file most often chooses a PDF, whose reader takes longest to start:
          // it starts while the file dialog is open (or a file is dragged in) rather than after the file is chosen.
          onPointerEnter={() => prepareReader('pdf')}
          onFocus={() => prepareReader('pdf')}
          onDragEnter={() => prepareReader('pdf')}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-foreground file:mr-4 file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          A standard, policy or engagement letter as a text file (.txt or .md), a text-based PDF or a Word document (.docx), up to 2 MB of
          text. PDFs and Word files are read in your browser.
        </p>
        <p id={privacyId} className="text-sm text-muted-foreground">
          {UPLOAD_PRIVACY_SENTENCE}{' '}
          <Link
            to="/privacy"
            className="font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Read our privacy notice
          </Link>
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
          Upload and Process
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onUseSample}>
          <BookOpen aria-hidden="true" />
          Use the sample document
        </Button>
      </div>
      {progress && (
        <div className="grid gap-2">
          <p role="status" aria-live="polite" aria-atomic="true" className="text-sm text-muted-foreground">
            {progress.label}
          </p>
          <Progress value={progress.value} aria-label="Upload progress" />
        </div>
      )}
    </form>
  );
}
