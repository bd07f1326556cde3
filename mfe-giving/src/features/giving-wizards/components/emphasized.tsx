/**
 * A translated sentence with one of its values in bold (the amount of a gift): the catalogue
 * keeps the whole sentence, so each language places the value where its grammar wants it.
 */
export function Emphasized({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong>{part}</strong>
      {text.slice(at + part.length)}
    </>
  );
}
