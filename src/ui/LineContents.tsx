import './LineContents.css';

export interface LineContentsProps {
  /** The list's accessible name, e.g. "What Glow Facial Course includes". */
  label: string;
  /** One text per item, already translated. */
  items: readonly string[];
  /** One wrapping row in smaller type, spanning its grid row (a narrow cart), instead of one item a row. */
  compact?: boolean;
}

/** What a line holds, listed under it in muted type; nothing when it holds nothing. */
export function LineContents({ label, items, compact = false }: LineContentsProps) {
  if (items.length === 0) return null;
  return (
    <ul className={compact ? 'ui-line-contents ui-line-contents--compact' : 'ui-line-contents'} aria-label={label}>
      {items.map((text, i) => <li key={`${text}-${i}`}>{text}</li>)}
    </ul>
  );
}
