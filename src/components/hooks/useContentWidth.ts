// An element's content width (without padding and scrollbar), followed as it resizes; 0 until the
// element is there (and where ResizeObserver is missing, as in jsdom, its first width).
import { useEffect, useState } from 'react';

export function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
