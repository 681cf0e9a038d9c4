import type { ComponentProps } from "react";
import { Container } from "../components/container";
import { HeroPage } from "./hero-page";
import { ServiceCard } from "./services/service-card";
import { theme } from "../styles/theme";
import { listGrid } from "../styles/lists";
import { notSearched } from "../utils/search-index";

type Card = Omit<ComponentProps<typeof ServiceCard>, "heading" | "sizes">;

/** A card's width at 1024 px and up, with three or four in a row, for the browser's choice of image file. */
const wideCardWidth = { 3: "380px", 4: "280px" } as const;

interface CardGridPageProps {
  page: Queries.PageHeroFragment | null;
  cards: readonly Card[];
  /** Cards in a row from 1024 px (two from 640 px, one below). */
  columns: keyof typeof wideCardWidth;
}

/** An index page (/services, /guides): its hero, then every entry as a card in a list named by the page's title. */
export function CardGridPage({ page, cards, columns }: CardGridPageProps) {
  return (
    <HeroPage page={page}>
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={page?.heroTitle} {...notSearched} css={listGrid(theme.space.lg, { sm: 2, lg: columns })}>
          {cards.map((card) => (
            <ServiceCard key={card.to} {...card} heading="h2" sizes={`(min-width: 1024px) ${wideCardWidth[columns]}, (min-width: 640px) 50vw, 100vw`} />
          ))}
        </ul>
      </Container>
    </HeroPage>
  );
}
