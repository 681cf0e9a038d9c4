import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead, localizedHead } from "../components/seo/page-head";
import { GuideDetail } from "../sections/guide/guide-detail";
import { bestMonthNames } from "../sections/guide/month-names";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useLocale } from "../i18n/locale-context";
import { absoluteUrl } from "../utils/structured-data";
import { guideArticle } from "../utils/guide-structured-data";
import { localizePath } from "../../model/locales";

type Data = Queries.GuidePageQuery;

/** The cover's credit: its line in content/photo-credits.json (a file's own, or its folder's). */
const creditOf = (data: Data) => {
  const photo = data.markdownRemark?.frontmatter.image.relativePath.replace(/^images\//, "");
  return data.allPhotoCreditsJson.nodes.find((c) => c.file === photo || (c.file.endsWith("/") && photo?.startsWith(c.file)));
};

export default function GuideTemplate({ data }: PageProps<Data>) {
  const locale = useLocale();
  const guide = data.markdownRemark;
  const words = data.uiJson;
  if (!guide || !words) return null;
  const { packages } = guide.frontmatter;
  // In the guide's order; a package not yet published in this language is left out.
  const trips = packages.flatMap((slug) => data.allPackagesJson.nodes.filter((p) => p.slug === slug));
  return (
    <GuideDetail
      guide={guide}
      words={words.guide}
      months={bestMonthNames(guide.frontmatter.bestMonths, words.monthNames)}
      credit={creditOf(data)}
      packages={trips}
      englishNames={locale === "en" ? undefined : data.english?.frontmatter.destination}
    />
  );
}

export const Head = localizedHead(function Head({ data }: HeadProps<Data>) {
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  const guide = data.markdownRemark;
  if (!guide) return null;
  const fm = guide.frontmatter;
  const imageSrc = fm.image.childImageSharp?.gatsbyImageData.images.fallback?.src;
  const article = guideArticle(
    {
      title: fm.title,
      description: fm.summary,
      url: absoluteUrl(siteUrl, localizePath(guide.path, locale)),
      imageUrl: imageSrc ? `${siteUrl}${imageSrc}` : undefined,
      destination: fm.destination,
      language: locale,
    },
    siteUrl,
  );
  return <PageHead page={{ title: fm.title, description: fm.summary }} pathname={guide.path} trail="guides" structuredData={[article]} />;
});

export const query = graphql`
  query GuidePage($slug: String!, $locale: Locale!, $packages: [String!]!) {
    english: markdownRemark(slug: { eq: $slug }, language: { eq: en }) {
      frontmatter {
        destination
      }
    }
    markdownRemark(slug: { eq: $slug }, language: { eq: $locale }) {
      ...GuideDetail
    }
    allPackagesJson(filter: { slug: { in: $packages }, language: { eq: $locale } }) {
      nodes {
        ...PackageCard
      }
    }
    allPhotoCreditsJson(filter: { language: { eq: $locale } }) {
      nodes {
        file
        author
        licence
      }
    }
    uiJson(language: { eq: $locale }) {
      ...GuideWords
      monthNames
    }
  }
`;
