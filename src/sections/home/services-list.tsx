import { useState, type ComponentProps } from "react";
import { Container } from "../../components/container";
import { SectionHeading } from "../../components/section-heading";
import { buttonStyles } from "../../components/button-link";
import { visibleCount } from "../../utils/visible-count";
import { ServiceCard } from "./service-card";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

interface ServicesListProps {
  eyebrow: string;
  title: string;
  text: string;
  exploreMoreLabel: string;
  cards: readonly ComponentProps<typeof ServiceCard>[];
}

/** The home services cards: six at first, Explore More adds three until all show. */
export function ServicesList({ eyebrow, title, text, exploreMoreLabel, cards }: ServicesListProps) {
  const [clicks, setClicks] = useState(0);
  const shown = visibleCount(cards.length, clicks);
  return (
    <section aria-labelledby="services-title" css={{ paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)" }}>
      <Container>
        <SectionHeading id="services-title" eyebrow={eyebrow} title={title} text={text} />
        <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space.lg, [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" }, [mq.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } }}>
          {cards.slice(0, shown).map((card) => (
            <ServiceCard key={card.link} {...card} />
          ))}
        </ul>
        {shown < cards.length && (
          <div css={{ textAlign: "center", marginTop: theme.space.xl }}>
            <button type="button" onClick={() => setClicks((c) => c + 1)} css={buttonStyles("outline")}>
              {exploreMoreLabel}
            </button>
          </div>
        )}
      </Container>
    </section>
  );
}
