/**
 * A select's options: a blank first choice worded by `prompt` ("Choose a role", "All locations"), then each
 * value under its own name.
 */
export function OptionList({ prompt, values }: { prompt: string; values: readonly string[] }) {
  return (
    <>
      <option value="">{prompt}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
