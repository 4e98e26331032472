// Every outbox message goes out with the same Message-ID on every attempt:
// its outbox id at the site's mail domain. A send can succeed at the SMTP
// server and still be sent again (the sender was killed before it recorded
// the delivery, so the lease ran out); with a stable Message-ID the receiving
// mail system, or the reader's client, can recognise the repeat.

/** The domain of the site's contact address (hello@meitheal.ie gives meitheal.ie). */
export function mailDomain(address: string): string {
  const domain = /@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)$/i.exec(address.trim())?.[1];
  // RFC 5322 wants a domain on the right; '.invalid' is reserved for names that are no one's.
  return domain?.toLowerCase() ?? 'outbox.invalid';
}

/** `<id@domain>`: the same for every attempt at one message, different for every message. */
export function messageIdFor(outboxId: string, domain: string): string {
  return `<${outboxId.toLowerCase()}@${domain}>`;
}
