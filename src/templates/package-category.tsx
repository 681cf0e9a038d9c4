import { graphql, type HeadProps, type PageProps } from "gatsby";
import { localizedHead } from "../components/seo/page-head";
import { PackageListHead } from "../components/seo/package-list-head";
import { Container } from "../components/container";
import { PageHero } from "../sections/page-hero";
import { FaqSection } from "../sections/faq-section";
import { PackageCard } from "../sections/packages/package-card";
import { ButtonLink } from "../components/button-link";
import { sectionPaths } from "../../model/routes";
import { fill } from "../utils/fill";
import { useUiStrings } from "../hooks/use-ui-strings";
import { theme } from "../styles/theme";
import { listGrid } from "../styles/lists";
import { notSearched } from "../utils/search-index";
import { categoryTerms } from "../utils/category-terms";
import { percentOn } from "../utils/price-taxes";
import { useBusinessToday } from "../hooks/use-business-today";

/** Set by the content-pages plugin for each category page. */
interface CategoryPageContext {
  /** The build's day in India: the tax rates of the answers are those in force on it (then on the visitor's day). */
  today: string;
}

/** The answers on price, payment and cancellation, filled from the terms and this category's packages, then the category's own. */
function termsOf(data: Queries.PackageCategoryPageQuery, today: string) {
  const terms = data.bookingTermsJson;
  const category = data.packageCategoriesJson;
  const cancelWords = data.uiJson?.trip;
  if (!terms || !category || !cancelWords) return category?.terms ?? [];
  const packages = data.policies.nodes.map((p) => ({ ...p, hasCharges: (p.price.charges ?? []).some((c) => !c.optional) }));
  const rates = { gst: percentOn(terms.taxes.gstRates, today), tcs: percentOn(terms.taxes.tcsRates, today) };
  return [...categoryTerms(terms.categoryTerms, terms, rates, cancelWords, packages), ...category.terms];
}

export default function PackageCategoryTemplate({ data, pageContext }: PageProps<Queries.PackageCategoryPageQuery, CategoryPageContext>) {
  const ui = useUiStrings();
  const today = useBusinessToday(pageContext.today);
  const category = data.packageCategoriesJson;
  if (!category) return null;
  return (
    <>
      <PageHero title={category.title} text={category.heroText} image={category.image} imageAlt={category.imageAlt} />
      {/* A list of other pages: the site search reads the category's heading and introduction only. */}
      <div {...notSearched}>
        <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
          <ul aria-label={category.title} css={listGrid(theme.space.xl)}>
            {data.cards.nodes.map((p) => (
              <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData} />
            ))}
          </ul>
          {/* The rest are on /packages, filtered to this category (without scripts, its section lists them all as lines): the page stays light however many there are. */}
          {data.all.totalCount > data.cards.nodes.length && (
            <ButtonLink
              to={`${sectionPaths.packages}?category=${category.slug}#category-${category.slug}`}
              variant="outline"
              css={{ marginTop: theme.space.xl, whiteSpace: "normal", textAlign: "center" }}
            >
              {fill(data.packageFiltersJson?.moreInCategory ?? "", { name: category.name })}
            </ButtonLink>
          )}
        </Container>
        <FaqSection id="terms" title={ui.packages.terms} items={termsOf(data, today)} />
      </div>
    </>
  );
}

// The category's packages shown here as a list of their pages; each package page carries its own TouristTrip.
export const Head = localizedHead(function Head({ data }: HeadProps<Queries.PackageCategoryPageQuery>) {
  const category = data.packageCategoriesJson;
  return category && <PackageListHead list={category} packages={data.cards.nodes} />;
});

export const query = graphql`
  query PackageCategoryPage($slug: String!, $locale: Locale!, $cards: Int!) {
    packageCategoriesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      slug
      path
      name
      title
      description
      heroText
      terms {
        question
        answer
      }
      imageAlt
      image {
        ...HeroImage
      }
    }
    packageFiltersJson(language: { eq: $locale }) {
      moreInCategory
    }
    # The first packages as cards (its kind in model/routes.ts passes cardsPerCategory as $cards); the rest are on /packages.
    cards: allPackagesJson(filter: { category: { eq: $slug }, language: { eq: $locale } }, sort: { order: ASC }, limit: $cards) {
      nodes {
        ...PackageCard
        highlights
        inclusions
      }
    }
    all: allPackagesJson(filter: { category: { eq: $slug }, language: { eq: $locale } }) {
      totalCount
    }
    # Every package of the category, for the answers on payment and cancellation (src/utils/category-terms.ts).
    policies: allPackagesJson(filter: { category: { eq: $slug }, language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        path
        overseas
        price {
          charges {
            optional
          }
        }
        policies {
          confirmation {
            depositPercent
            balanceDaysBefore
          }
          cancellation {
            daysBefore
            charge
          }
        }
      }
    }
    bookingTermsJson(language: { eq: $locale }) {
      confirmation {
        depositPercent
        balanceDaysBefore
      }
      cancellation {
        daysBefore
        charge
      }
      refundDays
      taxes {
        gstRates {
          rate
          from
          source
        }
        tcsRates {
          rate
          from
          source
        }
      }
      categoryTerms {
        priceQuestion
        price
        priceAbroad
        priceCharges
        paymentQuestion
        payment
        paymentDiffers
        cancellationQuestion
        cancellation
        cancellationDiffers
        termsOf
      }
    }
    uiJson(language: { eq: $locale }) {
      trip {
        cancelWhen
        cancelCharge
        cancelFrom
        cancelBetween
        cancelUnder
        cancelCharged
      }
    }
  }
`;
