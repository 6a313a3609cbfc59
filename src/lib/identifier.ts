/** The marker the server appends after an identifier, followed by data the user must not see. */
export const IDENTIFIER_MARKER = '!!';

/** The text before the first '!!' (spec/calls.md section 9); the whole text when there is none. */
export function stripIdentifierMarker(s: string | null | undefined): string {
  if (!s) return '';
  const at = s.indexOf(IDENTIFIER_MARKER);
  return at === -1 ? s : s.slice(0, at);
}
