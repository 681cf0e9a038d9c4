import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";

interface PhotoCreditListProps {
  credits: readonly Queries.PhotoCreditFragment[];
  /** The labels (content/ui.json's photoCredits). */
  words: { photo: string; author: string; licence: string; source: string };
  /** The list's heading (content/pages.json's sectionTitle). */
  title: string;
}

/**
 * Every photo's author, licence and source, as the licences ask. One page for the whole site, linked
 * from every footer, so a page weighs the same however many photos the catalogue has.
 */
export function PhotoCreditList({ credits, words, title }: PhotoCreditListProps) {
  return (
    <Container as="section" css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
      <h2 id="photo-credit-list" css={{ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>
        {title}
      </h2>
      <ul
        aria-labelledby="photo-credit-list"
        css={{ ...plainList, display: "grid", gap: theme.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))" }}
      >
        {credits.map((c) => (
          <li
            key={c.file}
            css={{ padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, overflowWrap: "anywhere" }}
          >
            <p css={{ margin: `0 0 ${theme.space.sm}`, fontWeight: 600 }}>
              <span className="visually-hidden">{words.photo}: </span>
              <span translate="no">{c.file}</span>
            </p>
            <dl css={{ margin: 0, display: "grid", gridTemplateColumns: "auto 1fr", gap: `${theme.space.xs} ${theme.space.sm}`, fontSize: theme.fontSizes.sm }}>
              <dt css={{ color: theme.colors.muted }}>{words.author}</dt>
              <dd css={{ margin: 0 }}>{c.author}</dd>
              <dt css={{ color: theme.colors.muted }}>{words.licence}</dt>
              <dd css={{ margin: 0 }}>{c.licence}</dd>
              <dt css={{ color: theme.colors.muted }}>{words.source}</dt>
              <dd css={{ margin: 0 }}>{c.source}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </Container>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const photoCreditFragment = graphql`
  fragment PhotoCredit on PhotoCreditsJson {
    file
    author
    licence
    source
  }
`;
