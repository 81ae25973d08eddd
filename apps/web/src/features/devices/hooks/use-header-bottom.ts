import { useEffect, useState } from 'react';

/**
 * How far down the viewport the app's sticky header reaches, in CSS pixels, kept current as it
 * changes height (menus wrapping onto a second line, the phone menu opening): what sticks to the top
 * of the page below it sticks there.
 */
export function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.app-header');
    if (!header) return;
    const measure = () => setBottom(Math.max(0, Math.round(header.getBoundingClientRect().height)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}
