import { sendGtag } from './gtag';
import { analyticsReady } from './load-tags';

const PENDING_CONVERSION_KEY = 'meitheal.pending-conversion';

/** Called by the contact form after a successful send, just before it navigates to /form-submitted. */
export function markSubmissionPendingConversion(): void {
  try {
    sessionStorage.setItem(PENDING_CONVERSION_KEY, String(Date.now()));
  } catch {
    // Storage blocked (private mode, policy): the conversion is not counted, nothing else breaks.
  }
}

function consumePendingConversion(): boolean {
  try {
    const pending = sessionStorage.getItem(PENDING_CONVERSION_KEY) !== null;
    sessionStorage.removeItem(PENDING_CONVERSION_KEY);
    return pending;
  } catch {
    return false;
  }
}

/**
 * Called by /form-submitted on mount, and again when the visitor accepts
 * cookies. Fires the Ads conversion and the GA lead event only for a real
 * submission, and only once: the token is consumed as the events are sent, so
 * a reload or a revisit does not count again. Without consent (yet) the token
 * waits, so accepting cookies on the thank-you page still counts the lead.
 */
export async function fireConversionOnce(): Promise<void> {
  // The tag may still be loading if consent was given moments ago.
  const ids = await analyticsReady();
  if (!ids || !consumePendingConversion()) return;
  if (ids.adsConversionId && ids.adsConversionLabel) {
    sendGtag('event', 'conversion', { send_to: `${ids.adsConversionId}/${ids.adsConversionLabel}` });
  }
  if (ids.gaMeasurementId) sendGtag('event', 'generate_lead', { form_name: 'contact' });
}
