import { graphql, useStaticQuery } from "gatsby";

/** Footer data that is not company settings: the build's year. */
export function useSiteExtras() {
  const data = useStaticQuery<Queries.SiteExtrasQuery>(graphql`
    query SiteExtras {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
    }
  `);
  return {
    buildYear: Number(data.site?.buildYear) || new Date().getFullYear(),
  };
}
