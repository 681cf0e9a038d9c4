import { graphql, useStaticQuery } from "gatsby";

/** Footer data that is not company settings: photo credits and the build's year. */
export function useSiteExtras() {
  const data = useStaticQuery<Queries.SiteExtrasQuery>(graphql`
    query SiteExtras {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      allPhotoCreditsJson {
        nodes {
          file
          author
          licence
          source
        }
      }
    }
  `);
  return {
    buildYear: Number(data.site?.buildYear) || new Date().getFullYear(),
    photoCredits: data.allPhotoCreditsJson.nodes,
  };
}
