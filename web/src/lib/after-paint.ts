import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it (the next frame, then a task after
 * it): what a page shows below its first screen can wait for this, so its code does not delay that screen.
 */
export function useAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
