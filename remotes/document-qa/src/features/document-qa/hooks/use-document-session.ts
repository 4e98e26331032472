import { FunctionCallError } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { DOCUMENT_UPLOAD_FAILURES, EmptyAnswerError, failureMessage } from '@meitheal/ui/demo-kit';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { deleteDocument, fetchDocumentStatus, loadSampleDocument, processDocument, type UploadResult } from '../api/documents';
import { extractText, ScannedPdfError, type ReadingProgress } from '../model/extract-text';
import { fileKind } from '../model/file-kind';
import { forgetStoredDocument, readStoredDocument, storeDocument, type StoredDocument } from '../model/stored-document';

export type DocumentPhase = { phase: 'checking' } | { phase: 'none' } | { phase: 'ready'; document: StoredDocument };
export type UploadStep = 'reading' | 'processing';
export type { ReadingProgress };

export const INVALID_FILE_MESSAGE = 'Please select a valid text file (.txt), PDF (.pdf) or Word document (.docx)';
export const NO_FILE_MESSAGE = 'Please select a text file first';

/**
 * The visitor's document: restored from this browser after checking it still
 * exists, replaced by an upload or the sample, forgotten or deleted.
 */
export function useDocumentSession() {
  const [state, setState] = useState<DocumentPhase>({ phase: 'checking' });
  const [step, setStep] = useState<UploadStep | undefined>();
  // Which page of a PDF is being read, for the progress line on long files.
  const [reading, setReading] = useState<ReadingProgress | undefined>();

  useEffect(() => {
    const stored = readStoredDocument();
    if (!stored) {
      setState({ phase: 'none' });
      return;
    }
    let current = true;
    fetchDocumentStatus(stored.documentId).then(
      (status) => {
        if (!current) return;
        const document = {
          documentId: status.documentId,
          fileName: status.fileName,
          processedChunks: status.processedChunks,
          isSample: status.isSample,
        };
        storeDocument(document);
        setState({ phase: 'ready', document });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof FunctionCallError && error.status === 404) {
          // Expired or deleted: nothing to restore.
          forgetStoredDocument();
          setState({ phase: 'none' });
        } else {
          // The check itself failed; the document may well still be there.
          console.error('Checking the stored document failed', error);
          setState({ phase: 'ready', document: stored });
        }
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const adopt = useCallback((result: UploadResult, isSample: boolean) => {
    if (result.processedChunks === 0 || !result.documentId) throw new EmptyAnswerError();
    const document = { documentId: result.documentId, fileName: result.fileName, processedChunks: result.processedChunks, isSample };
    storeDocument(document);
    setState({ phase: 'ready', document });
    toast({
      title: 'Document ready',
      description: `${document.fileName}: ${document.processedChunks} passages indexed. Ask your question below.`,
    });
  }, []);

  const upload = useMutation({
    mutationFn: async (source: File | 'sample') => {
      try {
        if (source === 'sample') {
          setStep('processing');
          adopt(await loadSampleDocument(), true);
          return;
        }
        const kind = fileKind(source);
        if (kind === 'unsupported') throw new Error(INVALID_FILE_MESSAGE);
        setStep('reading');
        const text = await extractText(source, kind, setReading);
        setReading(undefined);
        setStep('processing');
        adopt(await processDocument(text, source.name), false);
      } finally {
        setStep(undefined);
        setReading(undefined);
      }
    },
    retry: false,
    onError: (error) => {
      console.error('Processing the document failed', error);
      toast({ title: 'Upload failed', description: uploadErrorMessage(error), variant: 'destructive' });
    },
  });

  /** Forgets the document here and deletes it (and the answers cached for it) on the server. */
  const remove = useMutation({
    mutationFn: async (options: { announce: boolean }) => {
      if (state.phase !== 'ready') return options;
      const { documentId } = state.document;
      forgetStoredDocument();
      setState({ phase: 'none' });
      await deleteDocument(documentId);
      return options;
    },
    retry: false,
    onSuccess: ({ announce }) => {
      if (announce) toast({ title: 'Document deleted', description: 'Your document and its answers were removed from our servers.' });
    },
    onError: (error) => {
      console.error('Deleting the document failed', error);
      toast({
        title: 'Could not delete the document',
        description: 'It is no longer used here and will be deleted automatically within 24 hours.',
        variant: 'destructive',
      });
    },
  });

  const forgetGone = useCallback(() => {
    forgetStoredDocument();
    setState({ phase: 'none' });
  }, []);

  return { state, step, reading, upload, remove, forgetGone };
}

function uploadErrorMessage(error: Error): string {
  if (error.message === INVALID_FILE_MESSAGE) return INVALID_FILE_MESSAGE;
  if (error instanceof ScannedPdfError) return error.message;
  // Nothing stored (zero passages), a refused or failed call, or anything else: worded by the demo kit.
  return failureMessage(DOCUMENT_UPLOAD_FAILURES, error);
}
