import { mq, type breakpoints } from "./media";

/** A row that fills its box, its items centred on one line: a menu group's button, the banner's link. */
export const fullRow = { display: "flex", alignItems: "center", width: "100%" } as const;

/** A list without bullets or indent: most lists here are rows of cards or links. */
export const plainList = { listStyle: "none", margin: 0, padding: 0 } as const;

/** A plain list laid out as a grid: listGrid(theme.space.lg, { sm: 2, lg: 4 }) for 1, 2 then 4 columns. */
export const listGrid = (gap: string, columns: Partial<Record<keyof typeof breakpoints, number>> = {}) => ({
  ...plainList,
  display: "grid",
  gap,
  ...Object.fromEntries(Object.entries(columns).map(([at, n]) => [mq[at as keyof typeof breakpoints], { gridTemplateColumns: `repeat(${n}, 1fr)` }])),
});
