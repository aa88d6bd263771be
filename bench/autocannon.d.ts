// autocannon ships no types and @types/autocannon is not a dependency: this covers only the
// programmatic surface the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Worker threads that generate the load instead of the calling thread. */
    workers?: number;
    warmup?: { connections?: number; duration?: number };
    headers?: Record<string, string>;
  }

  export interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    /** Requests per second, sampled once a second. */
    requests: Histogram & { sent: number };
    /** Milliseconds. */
    latency: Histogram & { totalCount: number };
    /** Bytes per second. */
    throughput: Histogram;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
