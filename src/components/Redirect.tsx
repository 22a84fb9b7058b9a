// Leaves for another page in place of this one (a step reached out of order): the history entry is replaced.
import { useEffect } from 'react';

export function Redirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
