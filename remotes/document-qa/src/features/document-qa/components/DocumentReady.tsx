import { Badge, Button } from '@meitheal/ui';
import { FileText, RefreshCw, Trash2 } from 'lucide-react';
import type { StoredDocument } from '../model/stored-document';

interface DocumentReadyProps {
  document: StoredDocument;
  busy: boolean;
  onUploadDifferent: () => void;
  onDelete: () => void;
}

/** The document questions go to, and the two ways to stop using it. */
export function DocumentReady({ document, busy, onUploadDifferent, onDelete }: DocumentReadyProps) {
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">Your document</h2>
      <p className="flex flex-wrap items-center gap-2 text-foreground">
        <FileText aria-hidden="true" className="size-5 text-brand-700" />
        <span className="font-medium">{document.fileName}</span>
        <Badge variant="secondary">{document.processedChunks} passages</Badge>
        {document.isSample && <Badge variant="outline">Sample</Badge>}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={busy} onClick={onUploadDifferent}>
          <RefreshCw aria-hidden="true" />
          Upload Different Document
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete my document
        </Button>
      </div>
    </div>
  );
}
