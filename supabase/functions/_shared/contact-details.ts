// The contact details a text gives (an e-mail address, a telephone number, a
// web address) and the words a reader asks for each with. A passage printing
// only 'Single Competent Authority: nrm@…' or '0800 808 3733' answers 'What
// email do I use?' and 'Is there a number I can ring?': the upload stores
// these words with each passage, where its search vector indexes them
// (migration 20261129000100), and the document Q&A matches them as the
// passage's own words, so what is ranked and what is quoted agree.

/**
 * An e-mail address; the document composer also reads a line that is one alone. A hyphen may be printed as a minus
 * sign or a typographer's hyphen ('bwk@research.bell−labs.com' in a troff manual).
 */
export const EMAIL = /[\p{L}\p{N}._%+\-‐−]+@[\p{L}\p{N}\-‐−]+(?:\.[\p{L}\p{N}\-‐−]+)+/u;

// A number dialled from a plan: '0800 808 3733', '01 234 5678', '+353 1 234 5678', '(303) 844-1600', '1-800-321-6742',
// '855.597.4733', or an internal extension ('x33333', 'ext. 4567'); not a year, a list of years, a decimal or a count
// with thousands separators.
const TELEPHONE =
  /(?<![\p{L}\p{N}.,+])(?:\+\d{1,3}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4}|0\d{1,4}[ -]?\d{3,4}[ -]?\d{3,4}|\(?\d{3}\)?[ .-]\d{3}[.-]\d{4}|(?:x|ext\.?\s?|extension\s)\d{3,6})(?![\p{L}\p{N}]|[.,]\d)/iu;

const WEB_ADDRESS = /(?:\bhttps?:\/\/|(?<![\p{L}\p{N}])www\.)[\p{L}\p{N}-]/iu;

/** Each kind of contact detail with the words a reader asks for it by. */
// Each pattern runs only on a text holding what it cannot match without (an '@', a digit, an address's opening):
// the search asks this of every sentence it weighs.
const KINDS: readonly { mark: RegExp; pattern: RegExp; words: string }[] = [
  { mark: /@/, pattern: EMAIL, words: 'email address contact write' },
  { mark: /\d/, pattern: TELEPHONE, words: 'phone telephone call ring contact' },
  { mark: /http|www\./i, pattern: WEB_ADDRESS, words: 'website web address link' },
];

const given = (text: string) => KINDS.filter(({ mark, pattern }) => mark.test(text) && pattern.test(text));

/** The words asking for the contact details the text gives ('email address' for an e-mail address), '' when it gives none. */
export function contactWords(text: string): string {
  return given(text)
    .map(({ words }) => words)
    .join(' ');
}

/** Whether the text gives a way to reach someone: an e-mail, web address or telephone number. */
export function givesContact(text: string): boolean {
  return given(text).length > 0;
}
