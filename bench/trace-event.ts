/** An event of a Chrome trace (the JSON of Tracing.end), as the benchmarks read it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; fileName?: string; [key: string]: unknown };
}
