import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** SPEC.md §9: after a successful save the page goes back after 1 s. Call `go(path)` on success. */
export function useRedirectLater(delayMs = 1000) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
  return { go: setTarget, pending: target !== null };
}
