/**
 * What an operator command prints goes to a terminal, and part of it is text members or entrants
 * typed (names, addresses, e-mails, envelope references): a raw ESC could clear the screen or
 * retitle the window, a right-to-left override could make a line read otherwise (issue 29 item 3).
 * Every line a command prints passes through `printable` (runOps wraps `out`), so the operator sees
 * such characters as visible escapes. Broader than packages/domain's isSafeText on purpose: stored
 * text from before that rule, and the invisible marks it allows (LRM, RLM, zero-width joiners),
 * are shown as escapes here too.
 */

/**
 * Control (Cc: C0, DEL, C1), format (Cf: bidi controls and marks, zero-width characters, the BOM),
 * line and paragraph separators, and unpaired surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

function escape(ch: string): string {
  return `\\u{${ch.codePointAt(0)!.toString(16).padStart(4, '0')}}`;
}

/** One line as it may reach a terminal: every invisible character, line breaks too, as \u{…}. */
export function printable(text: string): string {
  return text.replace(INVISIBLE, escape);
}

/** A message of several lines the command wrote itself: its line breaks kept, each line printable. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}
