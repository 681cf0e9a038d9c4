import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../../sections/hero-page";
import { PhotoCreditList } from "../../sections/about/photo-credit-list";
import { headFor } from "../../components/seo/page-head";

/** /about/photo-credits: who took each photo of the site, and under which licence it is shown. */
export default function PhotoCreditsPage({ data }: PageProps<Queries.PhotoCreditsPageQuery>) {
  const page = data.pagesJson;
  const words = data.uiJson?.photoCredits;
  return (
    <HeroPage page={page}>
      {words && <PhotoCreditList title={page?.sectionTitle ?? page?.heroTitle ?? ""} words={words} credits={data.allPhotoCreditsJson.nodes} />}
    </HeroPage>
  );
}

export const query = graphql`
  query PhotoCreditsPage($locale: Locale!) {
    pagesJson(page: { eq: photoCredits }, language: { eq: $locale }) {
      ...PageHero
      sectionTitle
    }
    uiJson(language: { eq: $locale }) {
      photoCredits { photo author licence source }
    }
    allPhotoCreditsJson(filter: { language: { eq: $locale } }, sort: { file: ASC }) {
      nodes { ...PhotoCredit }
    }
  }
`;

export const Head = headFor({ trail: "about" });
