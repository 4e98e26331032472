import { useState } from 'react';
import { useQuizStore } from '../model/quiz-store';
import { EmailCapture } from './EmailCapture';
import { ScoreView } from './ScoreView';

type ResultMode = 'score' | 'email';

/** The result screen's two modes: the score, and the e-mail capture for the detailed analysis. */
export function ResultView() {
  const answers = useQuizStore((state) => state.answers);
  const navigated = useQuizStore((state) => state.navigated);
  const retake = useQuizStore((state) => state.retake);
  const [mode, setMode] = useState<ResultMode>('score');
  const [switchedMode, setSwitchedMode] = useState(false);

  function show(next: ResultMode) {
    setMode(next);
    setSwitchedMode(true);
  }

  if (mode === 'email') {
    return <EmailCapture answers={answers} onBack={() => show('score')} onSent={() => show('score')} />;
  }
  return <ScoreView answers={answers} focusHeading={navigated || switchedMode} onGetAnalysis={() => show('email')} onRetake={retake} />;
}
