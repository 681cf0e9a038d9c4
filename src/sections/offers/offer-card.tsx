import { useId } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ButtonLink } from "../../components/button-link";
import { ContentImage } from "../../components/image/content-image";
import { LocalizedLink } from "../../components/localized-link";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { cardSurface } from "../../styles/surfaces";
import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import { packageEnquiryLink } from "../../../model/routes";
import { OfferPrice } from "./offer-price";
import type { OfferBase, OfferWords, PackageOffer } from "./offer-words";

interface OfferCardProps {
  title: string;
  /** The package's page (English address; links add the language). */
  path: string;
  destination: string;
  days: number;
  nights: number;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
  /** Its offers current today, the soonest to end first. */
  offers: readonly PackageOffer[];
  base: OfferBase;
  words: OfferWords;
  gstRate: number;
}

/**
 * One package on /offers: its photo, its name (a link), each current offer's price against the one
 * it replaces and its last day, then a button to the package and one to its enquiry form.
 */
export function OfferCard({ title, path, destination, days, nights, image, imageAlt, offers, base, words, gstRate }: OfferCardProps) {
  const ui = useUiStrings();
  const heading = useId();
  return (
    <li css={{ ...cardSurface, display: "grid", gridTemplateRows: "auto 1fr", overflow: "hidden" }}>
      <div css={{ position: "relative", minHeight: 180 }}>
        <ContentImage image={image} alt={imageAlt} sizes="(min-width: 1024px) 560px, (min-width: 640px) 50vw, 100vw" fill />
      </div>
      <div css={{ padding: theme.space.lg, display: "grid", gap: theme.space.md, alignContent: "start" }}>
        <div>
          <h2 id={heading} css={{ fontSize: theme.fontSizes.xl, margin: 0 }}>
            <LocalizedLink to={path} css={{ color: theme.colors.primaryDark, textUnderlineOffset: "0.2em" }}>
              {title}
            </LocalizedLink>
          </h2>
          <p css={{ margin: "0.25rem 0 0", color: theme.colors.muted }}>
            {destination} · {fill(ui.packages.duration, { days, nights })}
          </p>
        </div>
        <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: theme.space.md }}>
          {offers.map((offer) => (
            <li key={`${offer.kind}-${offer.validFrom}`}>
              <OfferPrice words={words} offer={offer} base={base} gstRate={gstRate} size="xl" />
            </li>
          ))}
        </ul>
        <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm }}>
          <ButtonLink to={path} variant="outline" aria-describedby={heading}>
            {ui.packages.view}
          </ButtonLink>
          <ButtonLink to={packageEnquiryLink(path)} variant="accent">
            {/* Screen readers hear the whole sentence, in the language's word order; the eye sees "Enquire". */}
            <span aria-hidden="true">{ui.packages.enquire}</span>
            <span className="visually-hidden">{fill(ui.packages.enquireAbout, { title })}</span>
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}
