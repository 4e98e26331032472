// A reply says when a language model worded it, and says nothing extra when
// our own composer did.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMessage } from '../model/chat';
import { MessageView } from './MessageView';

const reply = (generatedBy?: 'model' | 'offline') =>
  createMessage({
    role: 'assistant',
    content: '**Executive takeaway.** Start small.',
    sources: [],
    attemptedSources: [],
    ...(generatedBy ? { generatedBy } : {}),
  });

describe('MessageView', () => {
  it('marks a brief a language model worded', () => {
    render(<MessageView message={reply('model')} />);
    expect(screen.getByText('Worded by AI from our sources')).toBeInTheDocument();
    expect(screen.getByText('Start small.', { exact: false })).toBeInTheDocument();
  });

  it.each([['offline' as const], [undefined]])('adds no mark to a brief from our composer (%s)', (generatedBy) => {
    render(<MessageView message={reply(generatedBy)} />);
    expect(screen.queryByText('Worded by AI from our sources')).not.toBeInTheDocument();
  });
});
