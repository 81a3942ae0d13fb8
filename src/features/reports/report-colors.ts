/** Series colours for report charts (canvas needs literal colours, not CSS variables). */
export const REPORT_COLORS = ['#3B5BDB', '#2E9E77', '#D9782D', '#B02A43', '#7048E8', '#0C8599', '#868E96'] as const;

export const reportColor = (i: number): string => REPORT_COLORS[i % REPORT_COLORS.length] ?? '#3B5BDB';
