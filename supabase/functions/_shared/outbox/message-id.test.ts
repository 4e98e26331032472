import { describe, expect, it } from 'vitest';
import { mailDomain, messageIdFor } from './message-id.ts';
import { withoutPersonalData } from './log-safe.ts';

describe('Message-ID', () => {
  it('is the outbox id at the domain of the site contact address', () => {
    const id = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
    expect(messageIdFor(id, mailDomain('hello@Meitheal.ie'))).toBe(`<${id}@meitheal.ie>`);
  });

  it('falls back to a reserved domain when the contact address has none', () => {
    expect(mailDomain('not an address')).toBe('outbox.invalid');
    expect(mailDomain('team@localhost')).toBe('outbox.invalid');
  });
});

describe('withoutPersonalData', () => {
  it('replaces e-mail addresses in an SMTP error', () => {
    expect(withoutPersonalData('550 5.1.1 <aoife@example.ie>: Recipient address rejected')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected',
    );
  });

  it('cuts off the row Postgres quotes in a constraint error', () => {
    const message = 'new row violates check constraint "kind"\nDETAIL: Failing row contains (1, Aoife Byrne, aoife@example.ie, Hello).';
    expect(withoutPersonalData(message)).toBe(
      'new row violates check constraint "kind"\nDETAIL: Failing row contains (row left out of the log)',
    );
  });
});
