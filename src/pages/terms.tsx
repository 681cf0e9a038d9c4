import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../sections/hero-page";
import { BookingTerms } from "../sections/legal/booking-terms";
import { headFor } from "../components/seo/page-head";

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  const { bookingTermsJson: terms, uiJson: ui } = data;
  return <HeroPage page={data.pagesJson}>{terms && ui && <BookingTerms terms={terms} words={ui.trip} />}</HeroPage>;
}

export const query = graphql`
  query TermsPage($locale: Locale!) {
    pagesJson(page: { eq: terms }, language: { eq: $locale }) { ...PageHero }
    bookingTermsJson(language: { eq: $locale }) { ...BookingTermsPage }
    uiJson(language: { eq: $locale }) { trip { cancelWhen cancelCharge cancelFrom cancelBetween cancelUnder cancelCharged } }
  }
`;

export const Head = headFor();
