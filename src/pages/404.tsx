import { graphql, type PageProps } from "gatsby";
import { PageNotFound } from "../sections/not-found/page-not-found";
import { useNavigation } from "../hooks/use-navigation";
import { headFor } from "../components/seo/page-head";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const navigation = useNavigation();
  return <PageNotFound title={data.pagesJson?.heroTitle ?? ""} text={data.pagesJson?.heroText ?? ""} navigation={navigation} />;
}

export const Head = headFor({ pathname: "/404", trail: "none", noindex: true });

export const query = graphql`
  query NotFoundPage($locale: Locale!) {
    pagesJson(page: { eq: notFound }, language: { eq: $locale }) { ...NotFoundCopy }
  }
`;
