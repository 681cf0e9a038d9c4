import fs from "node:fs";
import path from "node:path";
import { fillsRectangle, gridArea, placeMosaic, type Spans } from "../mosaic";

const offers = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "content", "offers.json"), "utf8")) as Spans[];

const tiles = (...spans: [number, number][]) => spans.map(([colSpan, rowSpan]) => ({ colSpan, rowSpan }));

describe("placeMosaic", () => {
  it("keeps the editors' spans for the current offers at 4 and 2 columns", () => {
    const four = placeMosaic(offers, 4);
    expect(four.map((p) => [p.colSpan, p.rowSpan])).toEqual(offers.map((o) => [o.colSpan, o.rowSpan]));
    expect(fillsRectangle(four, 4)).toBe(true);
    expect(fillsRectangle(placeMosaic(offers, 2), 2)).toBe(true);
  });

  it("places the current offers as the designed mosaic at 4 columns", () => {
    expect(placeMosaic(tiles([2, 2], [1, 2], [1, 1], [1, 1], [2, 1], [2, 1]), 4)).toEqual([
      { col: 1, row: 1, colSpan: 2, rowSpan: 2 },
      { col: 3, row: 1, colSpan: 1, rowSpan: 2 },
      { col: 4, row: 1, colSpan: 1, rowSpan: 1 },
      { col: 4, row: 2, colSpan: 1, rowSpan: 1 },
      { col: 1, row: 3, colSpan: 2, rowSpan: 1 },
      { col: 3, row: 3, colSpan: 2, rowSpan: 1 },
    ]);
  });

  it("clamps spans to the column count", () => {
    const one = placeMosaic(tiles([2, 2], [2, 1]), 1);
    expect(one.every((p) => p.colSpan === 1 && p.col === 1)).toBe(true);
    expect(fillsRectangle(one, 1)).toBe(true);
  });

  it("stretches the last tile over an uneven end", () => {
    const placed = placeMosaic(tiles([1, 1], [1, 1], [1, 1], [1, 1], [1, 1]), 4);
    expect(placed[4]).toEqual({ col: 1, row: 2, colSpan: 4, rowSpan: 1 });
    expect(fillsRectangle(placed, 4)).toBe(true);
  });

  it("lets a topmost tile grow down to close a gap beside a tall tile", () => {
    const placed = placeMosaic(tiles([1, 2], [1, 1]), 2);
    expect(placed).toEqual([
      { col: 1, row: 1, colSpan: 1, rowSpan: 2 },
      { col: 2, row: 1, colSpan: 1, rowSpan: 2 },
    ]);
  });

  it("grows an odd 2x1 beside a 2x2 instead of leaving a hole", () => {
    // 4 columns: a 2x2 then a 2x1 would leave two cells empty under the 2x1.
    const placed = placeMosaic(tiles([2, 2], [2, 1]), 4);
    expect(fillsRectangle(placed, 4)).toBe(true);
  });

  it("fills the grid for every combination of spans an editor can choose", () => {
    const choices: [number, number][] = [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ];
    // Every sequence of up to 5 tiles (4^1 + ... + 4^5 sequences), at 1 to 4 columns.
    const sequences: [number, number][][] = [[]];
    for (let n = 1; n <= 5; n++) {
      for (const seq of sequences.filter((s) => s.length === n - 1)) for (const c of choices) sequences.push([...seq, c]);
    }
    for (const seq of sequences.filter((s) => s.length > 0)) {
      for (const columns of [1, 2, 3, 4]) {
        const placed = placeMosaic(tiles(...seq), columns);
        expect({ seq, columns, ok: fillsRectangle(placed, columns) }).toEqual({ seq, columns, ok: true });
        expect(placed).toHaveLength(seq.length);
      }
    }
  });

  it("writes CSS grid lines", () => {
    expect(gridArea({ col: 3, row: 2, colSpan: 2, rowSpan: 1 })).toEqual({ gridColumn: "3 / span 2", gridRow: "2 / span 1" });
  });
});

describe("fillsRectangle", () => {
  it("finds holes and overlaps", () => {
    expect(fillsRectangle([{ col: 1, row: 1, colSpan: 1, rowSpan: 1 }], 2)).toBe(false);
    expect(
      fillsRectangle(
        [
          { col: 1, row: 1, colSpan: 2, rowSpan: 1 },
          { col: 2, row: 1, colSpan: 1, rowSpan: 1 },
        ],
        2,
      ),
    ).toBe(false);
    expect(fillsRectangle([{ col: 2, row: 1, colSpan: 2, rowSpan: 1 }], 2)).toBe(false);
  });
});
