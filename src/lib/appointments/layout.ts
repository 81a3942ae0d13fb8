// Overlap layout of a calendar column: blocks that overlap sit side by side. Blocks are grouped
// into clusters (chains of overlaps); each cluster is split into as many columns as it needs,
// every block taking the first column free at its start.

export interface Span {
  id: string;
  /** Minutes from the day's start. */
  start: number;
  /** Minutes from the day's start (exclusive). */
  end: number;
}

export interface Placement {
  /** 0-based column within the block's cluster. */
  column: number;
  /** How many columns its cluster has. */
  columns: number;
}

/** Column and column count per block id; ties start by longer block first, then by id. */
export function layoutOverlaps(spans: readonly Span[]): Map<string, Placement> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const result = new Map<string, Placement>();
  let cluster: { id: string; column: number }[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  const closeCluster = () => {
    for (const item of cluster) result.set(item.id, { column: item.column, columns: columnEnds.length });
    cluster = [];
    columnEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= span.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(span.end);
    } else {
      columnEnds[column] = span.end;
    }
    cluster.push({ id: span.id, column });
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  closeCluster();
  return result;
}
