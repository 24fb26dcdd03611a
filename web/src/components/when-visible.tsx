import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes within 64 px of the screen, the fallback until then: what lies
 * below the fold does not hold up a phone's first screen. Without IntersectionObserver, at once.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '64px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place}>{fallback}</div>;
}
