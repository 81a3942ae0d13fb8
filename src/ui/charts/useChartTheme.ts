import { useEffect, useState } from 'react';

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
}

function read(): ChartTheme {
  if (typeof document === 'undefined') return { text: '#1c1c21', muted: '#5a5a64', grid: '#d9d9de', surface: '#ffffff', font: 'system-ui' };
  const s = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => s.getPropertyValue(name).trim() || fallback;
  return {
    text: v('--color-text', '#1c1c21'),
    muted: v('--color-text-muted', '#5a5a64'),
    grid: v('--color-border', '#d9d9de'),
    surface: v('--color-surface', '#ffffff'),
    font: v('--font-family', 'system-ui'),
  };
}

/** Token colours for canvas drawing, refreshed when the theme attribute changes. */
export function useChartTheme(): ChartTheme {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
