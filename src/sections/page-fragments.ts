import { graphql } from "gatsby";

// Query pieces the pages share: the hero copy of content/pages.json, and portraits.
export const pageHeroFragment = graphql`
  fragment PageHero on PagesJson {
    title
    description
    heroTitle
    heroText
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw", breakpoints: [480, 768, 1080, 1440, 1920], avifOptions: { quality: 40 }, webpOptions: { quality: 55 })
      }
    }
  }
`;

export const portraitFragment = graphql`
  fragment Portrait on File {
    childImageSharp {
      gatsbyImageData(layout: CONSTRAINED, width: 320, aspectRatio: 1)
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
