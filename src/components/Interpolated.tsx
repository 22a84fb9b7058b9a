// A text with its {{placeholders}} filled, each value isolated in <bdi>: an e-mail address, a phone number or a
// reference keeps its own direction inside a right-to-left sentence (and a Hebrew name inside an English one), and
// punctuation around it stays where the sentence puts it. The words are the same as interpolate() gives.

export function Interpolated({ text, values }: { text: string; values: Readonly<Record<string, string | number>> }) {
  const parts = text.split(/(\{\{[\w-]+\}\})/g);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{\{([\w-]+)\}\}$/.exec(part)?.[1];
        const value = name === undefined ? undefined : values[name];
        // Text parts and values alternate and never reorder: the index is a stable key.
        return value === undefined ? part : <bdi key={index}>{String(value)}</bdi>;
      })}
    </>
  );
}
