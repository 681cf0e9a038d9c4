import { useState, type ComponentProps } from "react";
import { Container } from "../../components/container";
import { SectionHeading } from "../../components/section-heading";
import { buttonStyles } from "../../components/button-link";
import { visibleCount } from "../../utils/visible-count";
import { ServiceCard } from "../services/service-card";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { homeSection } from "../../styles/surfaces";

interface HomeServicesProps {
  eyebrow: string;
  title: string;
  text: string;
  exploreMoreLabel: string;
  cards: readonly Omit<ComponentProps<typeof ServiceCard>, "heading" | "sizes">[];
}

/** The home services cards: six at first, Explore More adds three until all show. */
export function HomeServices({ eyebrow, title, text, exploreMoreLabel, cards }: HomeServicesProps) {
  const [clicks, setClicks] = useState(0);
  const shown = visibleCount(cards.length, clicks);
  return (
    <section aria-labelledby="services-title" css={homeSection}>
      <Container>
        <SectionHeading id="services-title" eyebrow={eyebrow} title={title} text={text} />
        <ul css={listGrid(theme.space.lg, { md: 2, lg: 3 })}>
          {cards.slice(0, shown).map((card) => (
            <ServiceCard key={card.to} {...card} heading="h3" sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" />
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
