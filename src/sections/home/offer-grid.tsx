import type { ComponentProps } from "react";
import { Container } from "../../components/container";
import { SectionHeading } from "../../components/section-heading";
import { OfferTile } from "./offer-tile";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

interface OfferGridProps {
  eyebrow: string;
  title: string;
  text: string;
  offers: readonly ComponentProps<typeof OfferTile>[];
}

/** What We Offer: a mosaic honouring each tile's spans on wide screens, one column on phones. */
export function OfferGrid({ eyebrow, title, text, offers }: OfferGridProps) {
  return (
    <section aria-labelledby="offers-title" css={{ paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)" }}>
      <Container>
        <SectionHeading id="offers-title" eyebrow={eyebrow} title={title} text={text} />
        <ul
          css={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            display: "grid",
            gap: theme.space.md,
            [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
            [mq.lg]: { gridTemplateColumns: "repeat(4, 1fr)", gridAutoRows: "240px", gridAutoFlow: "dense" },
          }}
        >
          {offers.map((offer) => (
            <OfferTile key={offer.title} {...offer} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
