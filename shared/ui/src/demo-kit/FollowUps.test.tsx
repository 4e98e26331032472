import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FollowUps } from './FollowUps';

const TOPICS = ['Corporation tax rates', 'Fisher Tax Credit', 'Capital acquisitions tax (gift and inheritance tax) thresholds'];

describe('FollowUps', () => {
  it('is a group named by its label, with one button per suggestion that says it asks', () => {
    render(<FollowUps suggestions={TOPICS} label="Nearest topics we cover" onAsk={() => {}} />);
    const group = screen.getByRole('group', { name: 'Nearest topics we cover' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(TOPICS.map((topic) => `Ask instead: ${topic}`));
    expect(within(group).getByRole('button', { name: 'Ask instead: Fisher Tax Credit' })).toHaveAttribute('type', 'button');
    // The prefix is for screen readers; sighted visitors see the topic alone.
    expect(within(group).getAllByText('Ask instead:')[0]).toHaveClass('sr-only');
  });

  it('asks the suggestion clicked, or chosen from the keyboard', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    render(<FollowUps suggestions={TOPICS} label="Nearest topics we cover" onAsk={onAsk} />);
    await user.click(screen.getByRole('button', { name: 'Ask instead: Corporation tax rates' }));
    expect(onAsk).toHaveBeenLastCalledWith('Corporation tax rates');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ask instead: Fisher Tax Credit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAsk).toHaveBeenLastCalledWith('Fisher Tax Credit');
    await user.tab();
    await user.keyboard(' ');
    expect(onAsk).toHaveBeenLastCalledWith(TOPICS[2]);
  });

  it('asks nothing while an answer is on its way', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    render(<FollowUps suggestions={TOPICS} label="Nearest topics we cover" onAsk={onAsk} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ask instead: Fisher Tax Credit' }));
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('shows nothing without suggestions', () => {
    const { container } = render(<FollowUps suggestions={[]} label="Nearest topics we cover" onAsk={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
