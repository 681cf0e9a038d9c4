import { Fragment, type ReactNode } from "react";

interface FilledProps {
  /** A content template with gaps: "{restDay}।", "© {year} {name}. All rights reserved.". */
  template: string;
  /** What fills each gap: words, or elements (a link, a span that must not be translated). */
  values: Record<string, ReactNode>;
}

/**
 * A content template filled with elements, so the words around them and their punctuation come
 * from content in each language: a component adds no full stop, colon or joining word of its own.
 * A gap with no value stays as written, as fill() leaves it.
 */
export function Filled({ template, values }: FilledProps) {
  const parts = template.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const gap = /^\{(\w+)\}$/.exec(part)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: a template's parts never move, so their place is their key.
        return <Fragment key={i}>{gap !== undefined && gap in values ? values[gap] : part}</Fragment>;
      })}
    </>
  );
}
