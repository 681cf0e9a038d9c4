import type { IGatsbyImageData } from "gatsby-plugin-image";
import { FaPause, FaPlay } from "react-icons/fa6";
import { ContentImage } from "../../components/image/content-image";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { plainList } from "../../styles/lists";
import { roundBox } from "../../styles/surfaces";
import { LocalizedLink } from "../../components/localized-link";
import { keepClear } from "../../hooks/use-step-aside";

interface CarouselControlsProps {
  slides: readonly { title: string; thumb: IGatsbyImageData | null | undefined; cta: { readonly to: string } }[];
  current: number;
  playing: boolean;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
}

/**
 * Thumbnails that jump to their slide (the current one marked) and the pause/play control. Without
 * JavaScript neither can work: they are hidden, and each slide's page is a link in their place.
 */
export function CarouselControls({ slides, current, playing, onSelect, onTogglePlay }: CarouselControlsProps) {
  const ui = useUiStrings();
  return (
    <div
      css={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        gap: theme.space.sm,
        padding: "0.75rem 1rem",
        background: theme.colors.primaryDark,
      }}
    >
      {/* The controls a thumb aims at, not the full-width bar they sit on: never under the floating
          contact buttons, which keep their corner beside them on a wide screen. */}
      <button
        type="button"
        data-no-js-hidden=""
        {...keepClear}
        onClick={onTogglePlay}
        aria-label={playing ? ui.carousel.pause : ui.carousel.play}
        css={{
          ...roundBox(44),
          border: `2px solid ${theme.colors.inverse}`,
          background: "transparent",
          color: theme.colors.inverse,
          cursor: "pointer",
        }}
      >
        {playing ? <FaPause aria-hidden="true" /> : <FaPlay aria-hidden="true" />}
      </button>
      <ul data-no-js-hidden="" {...keepClear} css={{ display: "flex", gap: theme.space.sm, ...plainList }}>
        {slides.map((slide, i) => (
          <li key={slide.title}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-label={fill(ui.carousel.show, { position: i + 1, title: slide.title })}
              aria-current={i === current ? "true" : undefined}
              css={{
                display: "block",
                width: 72,
                height: 48,
                padding: 0,
                borderRadius: theme.radii.sm,
                overflow: "hidden",
                border: `2px solid ${i === current ? theme.colors.accent : "rgba(255,255,255,0.4)"}`,
                opacity: i === current ? 1 : 0.75,
                cursor: "pointer",
                background: theme.colors.primary,
              }}
            >
              <ContentImage image={slide.thumb} alt="" />
            </button>
          </li>
        ))}
      </ul>
      <ul hidden data-no-js-visible="" css={{ ...plainList, textAlign: "center" }}>
        {slides.map((slide) => (
          <li key={slide.title} css={{ display: "inline-block", marginInline: theme.space.sm }}>
            <LocalizedLink
              to={slide.cta.to}
              css={{ display: "inline-flex", alignItems: "center", minHeight: 44, color: theme.colors.inverse, fontWeight: 600, textUnderlineOffset: "0.2em" }}
            >
              {slide.title}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
