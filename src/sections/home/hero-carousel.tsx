import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import Slider from "react-slick";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { HeroSlide, type HeroSlideData } from "./hero-slide";
import { CarouselControls } from "./carousel-controls";
import { slickStyles } from "./slick-styles";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";

const AUTOPLAY_MS = 5000;

interface HeroCarouselProps {
  slides: readonly (HeroSlideData & { thumb: IGatsbyImageData | null | undefined })[];
}

/**
 * The home hero: react-slick in fade mode (one slider for every width, no clones), driven by our
 * own 5 s timer so pause, hover, focus and reduced motion all stop it. Thumbnails jump; arrow keys
 * step. Heights are fixed in CSS so nothing shifts when the slider starts.
 */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  const ui = useUiStrings();
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reduced = useReducedMotion();
  // The later slides' photos are added once the carousel runs: until then no one can see them, and
  // the server's page then asks for the first photo alone, which is what its first paint needs.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  useEffect(() => {
    if (reduced) setPlaying(false);
  }, [reduced]);

  const goTo = useCallback(
    (index: number) => {
      const next = (index + slides.length) % slides.length;
      setCurrent(next);
      slider.current?.slickGoTo(next);
    },
    [slides.length],
  );

  useEffect(() => {
    if (!playing || held.hover || held.focus) return undefined;
    const timer = setTimeout(() => goTo(current + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [current, goTo, held, playing]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      goTo(current + (e.key === "ArrowRight" ? 1 : -1));
    }
  };

  return (
    <section
      aria-roledescription={ui.carousel.roleDescription}
      aria-label={ui.carousel.label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setHeld((h) => ({ ...h, focus: false }));
      }}
      // Own stacking context: react-slick's slide z-indexes must not rise above the drawer.
      css={{ position: "relative", isolation: "isolate", background: theme.colors.primaryDark }}
    >
      <div css={[slickStyles, { position: "relative", height: "clamp(540px, 76vh, 720px)", [mq.belowSm]: { height: "min(62vh, 460px)" } }]}>
        <Slider
          ref={slider}
          fade
          infinite
          arrows={false}
          dots={false}
          autoplay={false}
          speed={reduced ? 0 : 700}
          accessibility={false}
          waitForAnimate={false}
          beforeChange={(_from, to) => setCurrent(to)}
        >
          {slides.map((slide, i) => (
            <HeroSlide key={slide.title} {...slide} position={i + 1} total={slides.length} active={i === current} first={i === 0} photo={i === 0 || running} />
          ))}
        </Slider>
      </div>
      <CarouselControls slides={slides} current={current} playing={playing} onSelect={goTo} onTogglePlay={() => setPlaying((p) => !p)} />
      <p className="visually-hidden" aria-live={playing ? "off" : "polite"}>
        <span>{fill(ui.carousel.status, { position: current + 1, total: slides.length, title: slides[current]?.title ?? "" })}</span>
      </p>
    </section>
  );
}
