import type { ReactNode } from "react";
import { Container } from "../../components/container";
import { theme } from "../../styles/theme";

/** A legal page's body: one readable column of titled parts. */
export function LegalArticle({ children }: { children: ReactNode }) {
  return (
    <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
      <div css={{ maxWidth: "42rem", display: "grid", gap: theme.space.xl, overflowWrap: "anywhere" }}>{children}</div>
    </Container>
  );
}

interface LegalPartProps {
  title: string;
  paragraphs?: readonly string[];
  children?: ReactNode;
}

/** One titled part: its heading, its paragraphs, then anything else it shows (a list, a table, an address). */
export function LegalPart({ title, paragraphs = [], children }: LegalPartProps) {
  return (
    <section css={{ display: "grid", gap: theme.space.sm }}>
      <h2 css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>{title}</h2>
      {paragraphs.map((p) => (
        <p key={p} css={{ margin: 0 }}>
          {p}
        </p>
      ))}
      {children}
    </section>
  );
}

/** Paragraphs that open a legal page, before its parts. */
export function LegalIntro({ paragraphs, note }: { paragraphs: readonly string[]; note?: string }) {
  return (
    <div css={{ display: "grid", gap: theme.space.sm }}>
      {paragraphs.map((p) => (
        <p key={p} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          {p}
        </p>
      ))}
      {note && <p css={{ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{note}</p>}
    </div>
  );
}
