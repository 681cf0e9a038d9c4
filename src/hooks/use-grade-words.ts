import { graphql, useStaticQuery } from "gatsby";
import { inLanguage, useLocale } from "../i18n/locale-context";

/**
 * What a package card says of a trip's difficulty and height, in the page's language
 * (content/trip-glance.json): the grades' names, "Grade", "Highest night {altitude}" and the unit.
 * A static query, as cards appear on pages that do not otherwise read that file.
 */
export function useGradeWords() {
  const nodes = useStaticQuery<Queries.GradeWordsQuery>(graphql`
    query GradeWords {
      allTripGlanceJson {
        nodes {
          language
          gradeLabel
          highestNight
          metres
          grades {
            easy { name }
            moderate { name }
            challenging { name }
            strenuous { name }
          }
        }
      }
    }
  `).allTripGlanceJson.nodes;
  return inLanguage(nodes, useLocale(), "content/trip-glance.json");
}
