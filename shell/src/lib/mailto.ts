/** A mailto: link to `email`, with the subject encoded so spaces and '&' survive every mail client. */
export function mailtoHref(email: string, subject?: string): string {
  const address = `mailto:${email}`;
  return subject ? `${address}?subject=${encodeURIComponent(subject)}` : address;
}

/** Opens the visitor's mail client on a draft, as following a mailto: link would. */
export function openMailDraft(href: string): void {
  window.location.assign(href);
}
