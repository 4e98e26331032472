import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links to the address alone without a subject', () => {
    expect(mailtoHref('hello@meitheal.ie')).toBe('mailto:hello@meitheal.ie');
  });

  it('encodes the subject so spaces and ampersands survive', () => {
    expect(mailtoHref('hello@meitheal.ie', 'Sales & Marketing: Q&A')).toBe(
      'mailto:hello@meitheal.ie?subject=Sales%20%26%20Marketing%3A%20Q%26A',
    );
  });
});
