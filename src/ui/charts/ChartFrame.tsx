import type { ReactNode } from 'react';
import './Chart.css';

export interface ChartTableRow {
  label: string;
  values: readonly (string | number)[];
}

export interface ChartFrameProps {
  label: string;
  height: number;
  /** Column headings of the accessible data table (first is the category). */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  children: ReactNode;
}

/** Sizes a chart canvas and gives screen readers the same data as a table. */
export function ChartFrame({ label, height, columns, rows, children }: ChartFrameProps) {
  return (
    <figure className="ui-chart" aria-label={label}>
      <div className="ui-chart__canvas" style={{ height }} aria-hidden="true">
        {children}
      </div>
      <table className="ui-visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, i) => (
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
