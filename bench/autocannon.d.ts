// The part of autocannon 8's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total?: number;
  };
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    requests?: Array<
      RawRequest & {
        setupRequest?: (req: RawRequest) => RawRequest;
        /** Called with each response; the headers keyed as the server sent their names. */
        onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string | string[]>) => void;
      }
    >;
  };
  type Result = {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
