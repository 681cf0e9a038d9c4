import type { ComponentProps } from "react";
import { Container } from "../../components/container";
import { SectionHeading } from "../../components/section-heading";
import { OfferTile } from "./offer-tile";
import { placeMosaic, type Spans } from "../../utils/mosaic";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { homeSection } from "../../styles/surfaces";

interface OfferGridProps {
  eyebrow: string;
  title: string;
  text: string;
  offers: readonly (Omit<ComponentProps<typeof OfferTile>, "area"> & Spans)[];
}

/** What We Offer: a mosaic honouring each tile's spans from tablets up, one column on phones. */
export function OfferGrid({ eyebrow, title, text, offers }: OfferGridProps) {
  // Each tile gets explicit grid lines per column count, computed so the tiles always cover a full
  // rectangle (spans narrowed to the columns, the last tile stretched or one-row tiles if needed).
  const md = placeMosaic(offers, 2);
  const lg = placeMosaic(offers, 4);
  return (
    <section aria-labelledby="offers-title" css={homeSection}>
      <Container>
        <SectionHeading id="offers-title" eyebrow={eyebrow} title={title} text={text} />
        <ul
          data-testid="offer-grid"
          css={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            display: "grid",
            gap: theme.space.md,
            // dense: should a tile lack its computed lines, auto placement still backfills gaps.
            [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)", gridAutoRows: "240px", gridAutoFlow: "dense" },
            [mq.lg]: { gridTemplateColumns: "repeat(4, 1fr)" },
          }}
        >
          {offers.map((offer, i) => (
            <OfferTile key={offer.title} {...offer} area={{ md: md[i], lg: lg[i] }} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
