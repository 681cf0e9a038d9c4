import { useEffect, useState } from "react";

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 to `target` over `duration` ms once `start` turns true.
 * The server (and reduced motion) render the final value; in the browser it waits at 0.
 */
export function useCountUp(target: number, start: boolean, { duration = 2000, disabled = false } = {}): number {
  const [value, setValue] = useState(target);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (disabled) {
      setValue(target);
      return;
    }
    if (!armed) {
      setArmed(true);
      if (!start) setValue(0);
    }
  }, [armed, disabled, start, target]);

  useEffect(() => {
    if (disabled || !start) return undefined;
    const began = Date.now();
    let frame = 0;
    const tick = () => {
      const t = Math.min(1, (Date.now() - began) / duration);
      setValue(t >= 1 ? target : target * easeOut(t));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [disabled, duration, start, target]);

  return value;
}
