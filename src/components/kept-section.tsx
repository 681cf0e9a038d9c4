import { type ComponentType, createElement, useEffect, useState } from "react";

// A part of a page that never changes once drawn (no state, no clock, no handler): the server's
// markup is kept as it is when the page hydrates, so the browser neither downloads nor runs its
// code on a first visit. Only when the part is drawn in the browser (a page reached by a link inside
// the site) is its code fetched (docs/decisions/0046-static-sections-keep-their-markup.md).

/** Each kept section's loader: the browser fetches them all once the visitor first follows a link (gatsby-browser.tsx). */
const loaders = new Set<() => Promise<unknown>>();

/** Starts fetching every kept section's code (each once). */
export const loadKeptSections = () => Promise.all([...loaders].map((load) => load()));

/** Is the page still being hydrated over the server's markup (html[data-hydrated], docs/decisions/0009-hydrated-mark.md, not yet set)? */
const hydrating = () => document.documentElement.dataset.hydrated !== "true";

/**
 * A section kept as the server drew it. `server` is the component itself where the page is drawn
 * on the server (and in tests); in the browser's bundle it is undefined, and `load` fetches it:
 *
 *   keptSection("kept-season", process.env.BUILD_STAGE === "build-javascript" ... ? undefined : require(...), () => import(...))
 *
 * The wrapper `<div id>` is the same on both sides, so hydration finds it and leaves its inside alone.
 */
export function keptSection<P extends object>(
  id: string,
  server: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  /** "hide" for a section left out of print: its wrapper goes too, so no empty cell keeps its gap on paper. */
  print?: "hide",
): ComponentType<P> {
  let ready = server;
  let fetching: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    fetching ??= load().then((component) => (ready = component));
    return fetching;
  };
  if (!server) {
    loaders.add(fetchCode);
    // Its module arrives after hydration (a page reached by a link): the code is needed at once.
    if (!hydrating()) void fetchCode();
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per section as its module loads (export const KeptSeason = keptSection(...)), never during a render.
  function KeptSection(props: P) {
    // Decided once, as the section mounts: over the server's markup, keep it; otherwise draw it.
    const [keep] = useState(() => !ready && hydrating() && document.getElementById(id) !== null);
    const [Section, setSection] = useState<ComponentType<P> | undefined>(() => ready);
    useEffect(() => {
      if (keep || Section) return;
      let mounted = true;
      fetchCode().then((component) => mounted && setSection(() => component));
      return () => {
        mounted = false;
      };
    }, [keep, Section]);
    // React leaves an element's inner HTML as the server wrote it while hydrating, and never
    // touches it again while `__html` stays the same.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: it tells React the inside is not its to draw.
    if (keep) return <div id={id} data-print={print} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
    return (
      <div id={id} data-print={print}>
        {Section && createElement(Section, props)}
      </div>
    );
  }
  KeptSection.displayName = `Kept(${id})`;
  return KeptSection;
}
