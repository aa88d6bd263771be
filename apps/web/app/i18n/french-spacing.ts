/**
 * French punctuation spacing (docs/decisions/123-texts-sharing-and-french-spacing.md): a narrow
 * no-break space (U+202F) before ":" ";" "!" "?", so "Coordonnées :" never breaks before its
 * colon and the colon never starts a line. Other languages' texts are returned as they are.
 */
export const narrowNoBreakSpace = '\u202F';

// A mark that closes a word: preceded by any spaces (ordinary, no-break or narrow) or none, and
// followed by a space, another mark, a closing bracket or quote, or the end of the text. A colon
// inside "10:00" or "https://" is followed by neither, so it is left alone.
const highMark = /(\S?)[ \u00A0\u202F]*([:;!?])(?=[\s!?;:)»”"’]|$)/gu;

/** `text` with a narrow no-break space before each of its French high punctuation marks. */
export function frenchSpacing(text: string): string {
  return text.replace(highMark, (match, before: string, mark: string) => {
    // At the very start of the text, or after another mark ("?!"), no space goes in.
    if (before === '' || /[!?;:]/u.test(before)) return match.replace(/[ \u00A0\u202F]+/gu, '');
    return `${before}${narrowNoBreakSpace}${mark}`;
  });
}

/** `text` spaced for `lang`: French gets its narrow spaces, every other language is unchanged. */
export function spaceFor(lang: string, text: string): string {
  return lang === 'fr' ? frenchSpacing(text) : text;
}

/** A label followed by its colon, the way `lang` writes it ("Horaires :" but "Hours:"). */
export function withColon(lang: string, label: string): string {
  return `${spaceFor(lang, label)}${lang === 'fr' ? narrowNoBreakSpace : ''}:`;
}
