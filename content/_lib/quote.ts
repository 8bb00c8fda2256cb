/**
 * Copy that quotes its figures from the content that holds them:
 * quote`${count} private retreats from ${lowest} to ${highest}`. The text reads as any other;
 * what its writer typed, between the quoted figures, is kept, so the copy rules can tell a
 * figure quoted (which follows its content) from one typed in (which would not).
 */

const typedIn = new Map<string, readonly string[]>();

export function quote(
  typed: TemplateStringsArray,
  ...quoted: readonly (string | number)[]
): string {
  const text = typed.reduce((whole, part, index) => `${whole}${quoted[index - 1]}${part}`);
  typedIn.set(text, typed);
  return text;
}

/** What was typed into `text` rather than quoted: all of it, unless it was written by `quote`. */
export function typedParts(text: string): readonly string[] {
  return typedIn.get(text) ?? [text];
}
