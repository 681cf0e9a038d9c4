import { useId, useState } from "react";
import { toggleOpenIndex } from "../utils/accordion";
import { theme } from "../styles/theme";
import { LocalizedLink } from "./localized-link";

/** A question, its answer, and the pages the answer points to (a category's answer links each package's terms). */
export interface FaqItem {
  question: string;
  answer: string;
  links?: readonly { to: string; label: string }[];
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of the questions, to fit the page's outline. */
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * Questions as buttons; at most one answer open, clicking the open one closes it. Without
 * JavaScript every answer shows (the no-JS style in gatsby-ssr un-hides [data-no-js-visible]).
 */
export function FaqAccordion({ items, headingLevel = 3, className }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className} css={{ display: "grid", gap: theme.space.sm }}>
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, background: theme.colors.background }}>
            <Heading css={{ margin: 0, fontSize: theme.fontSizes.md }}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpenIndex(current, i))}
                css={{
                  display: "flex",
                  width: "100%",
                  justifyContent: "space-between",
                  alignItems: "center",
                  gap: theme.space.md,
                  padding: "0.9rem 1rem",
                  minHeight: 48,
                  background: "none",
                  border: 0,
                  textAlign: "left",
                  fontWeight: 700,
                  color: theme.colors.text,
                  cursor: "pointer",
                  borderRadius: theme.radii.md,
                }}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" css={{ flexShrink: 0, fontSize: "1.25rem", lineHeight: 1, color: theme.colors.primary }}>
                  {expanded ? "−" : "+"}
                </span>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              data-no-js-visible=""
              css={{ padding: "0 1rem 1rem", color: theme.colors.muted }}
            >
              <p css={{ margin: 0 }}>{item.answer}</p>
              {item.links?.length ? (
                <ul css={{ margin: `${theme.space.sm} 0 0`, paddingInlineStart: "1.1rem" }}>
                  {item.links.map((l) => (
                    <li key={l.to}>
                      <LocalizedLink to={l.to} css={{ color: theme.colors.primary, fontWeight: 600 }}>
                        {l.label}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          </div>
        );
      })}
    </div>
  );
}
