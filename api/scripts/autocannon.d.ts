// The part of autocannon's API the soak script uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Answers the request to send, or nothing to start the sequence again. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    timeout?: number;
    requests?: Request[];
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
}
