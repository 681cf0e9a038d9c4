/** A piece of a result's excerpt: plain text, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text an HTML-escaped string stands for: "&lt;b&gt; &amp; &#39;" -> "<b> & '". An unknown entity stays as written. */
function unescapeHtml(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Pagefind's excerpt ("a trip to <mark>Ladakh</mark> &amp; back") as text and marks, for React to
 * render as text: the page's own words arrive escaped, and only <mark> and </mark> are read as
 * tags. Anything else that looks like a tag stays visible text, never markup.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, marked: boolean) => {
    const text = unescapeHtml(raw);
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = html;
  for (;;) {
    const open = rest.indexOf("<mark>");
    if (open < 0) break;
    const close = rest.indexOf("</mark>", open);
    if (close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + "<mark>".length, close), true);
    rest = rest.slice(close + "</mark>".length);
  }
  push(rest, false);
  return parts;
}
