// Placement of the What We Offer mosaic: every tile gets an explicit grid cell range per column
// count, chosen so the tiles always cover a full rectangle (no hole, inside or at the end) for
// any spans an editor picks.

export interface Spans {
  colSpan: number;
  rowSpan: number;
}

/** A tile's place in the grid, 1-based like CSS grid lines. */
export interface Placement {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}

type Box = { x: number; y: number; w: number; h: number };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n) || min));

/**
 * Skyline packing in content order: each tile goes on the lowest, leftmost flat stretch of the
 * current skyline, narrowed to that stretch if wider. Nothing can be left under the skyline, so
 * holes can only remain at the top.
 */
function skyline(tiles: readonly Spans[], columns: number, keepRowSpans: boolean): Box[] {
  const heights = new Array<number>(columns).fill(0);
  return tiles.map((t) => {
    const low = Math.min(...heights);
    const x = heights.indexOf(low);
    let free = 0;
    while (x + free < columns && heights[x + free] === low) free++;
    const w = Math.min(clamp(t.colSpan, 1, columns), free);
    const h = keepRowSpans ? clamp(t.rowSpan, 1, 2) : 1;
    for (let c = x; c < x + w; c++) heights[c] = low + h;
    return { x, y: low, w, h };
  });
}

const bottom = (b: Box) => b.y + b.h;

/**
 * Closes the holes at the top: a tile that is the topmost one in every column it covers grows
 * down to the next tile boundary until all columns end at the same line. Returns false if some
 * column cannot be evened out that way.
 */
function evenTop(boxes: Box[], columns: number): boolean {
  const height = Math.max(0, ...boxes.map(bottom));
  for (let guard = 0; guard < boxes.length * columns + 1; guard++) {
    const tops = Array.from({ length: columns }, (_, c) => Math.max(0, ...boxes.filter((b) => b.x <= c && c < b.x + b.w).map(bottom)));
    const c = tops.findIndex((t) => t < height);
    if (c === -1) return true;
    const top = boxes.find((b) => b.x <= c && c < b.x + b.w && bottom(b) === tops[c]);
    if (!top) return false;
    // It may only grow if nothing lies above it in any of its columns.
    const span = tops.slice(top.x, top.x + top.w);
    if (span.some((t) => t !== tops[c])) return false;
    // Grow up to the lowest higher neighbour line (or the grid's bottom).
    const higher = tops.filter((t) => t > tops[c]);
    top.h += Math.min(...higher, height) - tops[c];
  }
  return false;
}

const toPlacements = (boxes: readonly Box[]) => boxes.map((b) => ({ col: b.x + 1, row: b.y + 1, colSpan: b.w, rowSpan: b.h }));

/** The last tile widened to the right edge of the grid. */
function stretchLast(boxes: readonly Box[], columns: number): Box[] {
  const copy = boxes.map((b) => ({ ...b }));
  const last = copy[copy.length - 1];
  if (last) last.w = columns - last.x;
  return copy;
}

/**
 * Where each tile goes in a grid of `columns` columns, the first of these that fills a rectangle:
 * the editors' spans (narrowed to the columns); the same with the last tile stretched to the right
 * edge; the same with topmost tiles grown down to the last line; and finally every tile one row
 * high with the last one stretched across the rest of its row, which always fills. So the grid
 * never has an empty cell, whatever spans the content asks for.
 */
export function placeMosaic(tiles: readonly Spans[], columns: number): Placement[] {
  const cols = clamp(columns, 1, Number.MAX_SAFE_INTEGER);
  const packed = skyline(tiles, cols, true);
  const grown = packed.map((b) => ({ ...b }));
  const candidates = [packed, stretchLast(packed, cols), ...(evenTop(grown, cols) ? [grown] : [])];
  for (const boxes of candidates) {
    const placed = toPlacements(boxes);
    if (fillsRectangle(placed, cols)) return placed;
  }
  return toPlacements(stretchLast(skyline(tiles, cols, false), cols));
}

/** CSS grid-column / grid-row values for a placement, e.g. "3 / span 2". */
export const gridArea = (p: Placement) => ({ gridColumn: `${p.col} / span ${p.colSpan}`, gridRow: `${p.row} / span ${p.rowSpan}` });

/** True if the placements cover every cell of a `columns`-wide rectangle exactly once. */
export function fillsRectangle(placements: readonly Placement[], columns: number): boolean {
  const rows = Math.max(0, ...placements.map((p) => p.row - 1 + p.rowSpan));
  const cells = new Array<number>(rows * columns).fill(0);
  for (const p of placements) {
    if (p.col < 1 || p.col - 1 + p.colSpan > columns) return false;
    for (let r = p.row - 1; r < p.row - 1 + p.rowSpan; r++) for (let c = p.col - 1; c < p.col - 1 + p.colSpan; c++) cells[r * columns + c]++;
  }
  return cells.every((n) => n === 1);
}
