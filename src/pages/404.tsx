import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { PageNotFound } from "../sections/not-found/page-not-found";
import { useNavigation } from "../hooks/use-navigation";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const navigation = useNavigation();
  return <PageNotFound title={data.pagesJson?.heroTitle ?? ""} text={data.pagesJson?.heroText ?? ""} navigation={navigation} />;
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return <Seo title={data.pagesJson?.title ?? ""} description={data.pagesJson?.description ?? ""} pathname="/404" noindex />;
}

export const query = graphql`
  query NotFoundPage {
    pagesJson(page: { eq: notFound }) {
      title
      description
      heroTitle
      heroText
    }
  }
`;
