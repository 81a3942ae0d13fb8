/**
 * Fixed-width text for receipts: display width (East Asian wide characters take two columns),
 * word wrapping, centring and two-column rows. Pure, so the screen and the printer agree.
 */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return width;
}

/** Cuts a string to at most `width` columns. */
function cut(text: string, width: number): [head: string, rest: string] {
  let used = 0;
  let i = 0;
  const chars = [...text];
  for (; i < chars.length; i++) {
    const w = displayWidth(chars[i] ?? '');
    if (used + w > width) break;
    used += w;
  }
  return [chars.slice(0, i).join(''), chars.slice(i).join('')];
}

/** Wraps at spaces to lines of at most `width` columns; a word longer than a line is split. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    // Leading spaces are indentation (item detail rows) and are kept on the first line.
    const indent = /^ */.exec(paragraph)?.[0] ?? '';
    let line = indent.length < width ? indent : '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      let rest = word;
      while (rest !== '') {
        const joined = line.trim() === '' ? line + rest : `${line} ${rest}`;
        if (displayWidth(joined) <= width) {
          line = joined;
          rest = '';
        } else if (line.trim() !== '') {
          out.push(line);
          line = '';
        } else {
          const [head, tail] = cut(rest, width);
          out.push(head);
          rest = tail;
        }
      }
    }
    out.push(line);
  }
  // Trailing empty lines from a final newline carry no content.
  while (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out;
}

export function centre(text: string, width: number): string[] {
  return wrap(text, width).map((line) => {
    const pad = Math.max(0, Math.floor((width - displayWidth(line)) / 2));
    return ' '.repeat(pad) + line;
  });
}

/** `left` and `right` on one line, right flush; when they do not fit, `right` gets its own line. */
export function columns(left: string, right: string, width: number): string[] {
  const rightWidth = displayWidth(right);
  const lefts = wrap(left, width);
  const last = lefts[lefts.length - 1] ?? '';
  if (displayWidth(last) + 1 + rightWidth <= width) {
    const gap = width - displayWidth(last) - rightWidth;
    return [...lefts.slice(0, -1), last + ' '.repeat(gap) + right];
  }
  return [...lefts, ' '.repeat(Math.max(0, width - rightWidth)) + right];
}

export function rule(width: number, char = '-'): string {
  return char.repeat(width);
}
