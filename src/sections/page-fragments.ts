import { graphql } from "gatsby";

// Query pieces the pages share: the hero copy of content/pages.json and people's social links.
// Image presets (HeroImage, Portrait, ...) are in src/components/image/image-presets.ts.
export const pageHeroFragment = graphql`
  fragment PageHero on PagesJson {
    title
    description
    heroTitle
    heroText
    imageAlt
    image {
      ...HeroImage
    }
  }
`;

export const personSocialsFragment = graphql`
  fragment PersonSocials on Socials {
    twitter
    facebook
    linkedin
    instagram
  }
`;
