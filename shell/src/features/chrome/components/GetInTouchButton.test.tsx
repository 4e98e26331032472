import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GetInTouchButton } from './GetInTouchButton';

describe('<GetInTouchButton />', () => {
  it('scrolls smoothly to the contact section and moves focus there', async () => {
    render(
      <>
        <section id="contact-section">Contact</section>
        <GetInTouchButton />
      </>,
    );
    const section = document.getElementById('contact-section')!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;

    const link = screen.getByRole('link', { name: 'Get in Touch' });
    expect(link).toHaveAttribute('href', '#contact-section');
    await userEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(section).toHaveFocus();
  });
});
