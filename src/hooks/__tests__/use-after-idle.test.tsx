import { act, renderHook } from "@testing-library/react";
import { useAfterIdle } from "../use-after-idle";

describe("useAfterIdle", () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, "requestIdleCallback");
  });

  it("turns true at the browser's first idle moment, not before", () => {
    const idle: (() => void)[] = [];
    Object.assign(window, { requestIdleCallback: (cb: () => void) => idle.push(cb), cancelIdleCallback: () => {} });
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    act(() => idle[0]());
    expect(result.current).toBe(true);
  });

  it("without idle callbacks (Safari), turns true a moment after the page has loaded", () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(150));
    expect(result.current).toBe(true);
  });
});
