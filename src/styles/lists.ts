import { mq, type breakpoints } from "./media";

/** A row that fills its box, its items centred on one line: a menu group's button, the banner's link. */
export const fullRow = { display: "flex", alignItems: "center", width: "100%" } as const;

/** A list without bullets or indent: most lists here are rows of cards or links. */
export const plainList = { listStyle: "none", margin: 0, padding: 0 } as const;

type Columns = Partial<Record<"base" | keyof typeof breakpoints, number>>;

const repeat = (n: number) => `repeat(${n}, 1fr)`;

/**
 * A plain list laid out as a grid: listGrid(theme.space.lg, { sm: 2, lg: 4 }) for 1, 2 then 4
 * columns; `base` sets the columns below the first breakpoint (a photo grid starts at 2).
 */
export const listGrid = (gap: string, { base, ...from }: Columns = {}) => ({
  ...plainList,
  display: "grid",
  gap,
  ...(base ? { gridTemplateColumns: repeat(base) } : {}),
  ...Object.fromEntries(Object.entries(from).map(([at, n]) => [mq[at as keyof typeof breakpoints], { gridTemplateColumns: repeat(n) }])),
});
