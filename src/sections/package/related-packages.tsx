import { Container } from "../../components/container";
import { PackageCard } from "../packages/package-card";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { useTripWords } from "./trip-words";
import { notSearched } from "../../utils/search-index";

/** Three other packages (chosen at build), as the overview's compact cards, each linking to its page. */
export function RelatedPackages({ packages }: { packages: readonly Queries.PackageCardFragment[] }) {
  const trip = useTripWords();
  if (!packages.length) return null;
  return (
    <section aria-labelledby="trip-related" data-print="hide" {...notSearched} css={{ background: theme.colors.surface }}>
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <h2 id="trip-related" css={{ fontSize: theme.fontSizes.xxl, color: theme.colors.primaryDark }}>
          {trip.related}
        </h2>
        <ul css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
          {packages.map((p) => (
            <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData} compact />
          ))}
        </ul>
      </Container>
    </section>
  );
}
