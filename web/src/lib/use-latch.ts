import { useState } from 'react';

/** Whether `on` has been true at any render of the component so far: once true, it stays (a part kept once needed). */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return on || latched;
}
