// Turns a payload into the plain-text e-mail the team reads: every field and,
// for the assessment, the score, each stage's points and every answer.
import type { AiReadinessPayload, ContactPayload, SendContactEmailPayload } from './contract.ts';

export interface ComposedEmail {
  subject: string;
  text: string;
}

export function composeEmail(payload: SendContactEmailPayload): ComposedEmail {
  return payload.type === 'contact' ? composeContact(payload) : composeAssessment(payload);
}

function composeContact(payload: ContactPayload): ComposedEmail {
  const lines = [
    'New message from the website contact form.',
    '',
    `Name:    ${payload.name}`,
    `E-mail:  ${payload.email}`,
    `Company: ${payload.company || '(not given)'}`,
    '',
    'Message:',
    payload.message,
    '',
    'Reply within 24 hours, as the website promises.',
  ];
  return { subject: `Website enquiry from ${oneLine(payload.name)}`, text: lines.join('\n') };
}

function composeAssessment(payload: AiReadinessPayload): ComposedEmail {
  const data = payload.aiReadinessData;
  const lines = [
    'AI readiness assessment results from the website.',
    '',
    `Name:   ${payload.name}`,
    `E-mail: ${payload.email}`,
    `Score:  ${data.score}% (${data.totalPoints} of ${data.maxPoints} points)`,
    '',
  ];
  data.detailedResults.forEach((stage, stageIndex) => {
    const points = stage.questions.reduce((sum, question) => sum + question.selectedAnswer, 0);
    lines.push(`Stage ${stageIndex + 1}: ${stage.stage} (${points} of ${stage.questions.length * 3} points)`);
    stage.questions.forEach((question, questionIndex) => {
      const label = question.id || `${stageIndex + 1}.${questionIndex + 1}`;
      lines.push(`  ${label} ${question.question}`);
      lines.push(`      Answer ${question.selectedAnswer} of 3: ${question.answerText}`);
    });
    lines.push('');
  });
  lines.push('The visitor was promised a detailed analysis within 4 hours.');
  return {
    subject: `AI readiness results: ${data.score}% for ${oneLine(payload.email)}`,
    text: lines.join('\n'),
  };
}

// Subjects are single header lines; a pasted newline must not split them.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
