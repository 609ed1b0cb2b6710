/** Up to two initials of a name: first and last word (`Ana Beatriz Souza` -> `AS`). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .filter((word, index, all) => index === 0 || index === all.length - 1 || word.length > 3);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('pt-BR');
  return `${letter(first)}${last ? letter(last) : ''}`;
}
