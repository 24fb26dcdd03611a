import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser has painted what is on screen now (the next frame, then a task after it); returns a
 * cancel. What the first screen does not show can wait for it, so that screen is not held up by it.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on a component's first render, true once the browser has painted it (afterPaint). */
export function useAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
