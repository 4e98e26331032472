import { Button, Input, Label } from '@meitheal/ui';
import { ArrowLeft, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSendResults } from '../api/send-results';
import type { Answers } from '../model/scoring';
import { ViewHeading } from './ViewHeading';

interface EmailCaptureProps {
  answers: Answers;
  onBack: () => void;
  onSent: () => void;
}

export function EmailCapture({ answers, onBack, onSent }: EmailCaptureProps) {
  const headingId = useId();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const send = useSendResults();
  const trimmed = email.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate({ email: trimmed, answers }, { onSuccess: onSent });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-2">
        <ViewHeading level={2} id={headingId} focusOnMount className="text-2xl">
          Get your detailed analysis
        </ViewHeading>
        <p className="text-muted-foreground">
          Tell us where to send it. Our team reviews your answers and e-mails you a detailed analysis, with practical next steps for your
          business, within 4 hours.
        </p>
      </div>
      <form onSubmit={handleSubmit} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={emailId}>Email address</Label>
          <Input id={emailId} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <p className="text-sm text-muted-foreground">
            We use your address and answers only to prepare and send your analysis.{' '}
            <Link
              to="/privacy"
              className="font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Read our privacy notice
            </Link>
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button type="submit" disabled={trimmed === '' || send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? 'Sending...' : 'Send My Analysis'}
          </Button>
        </div>
      </form>
    </section>
  );
}
