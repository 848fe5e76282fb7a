// The part of autocannon's API the benchmark uses (the package ships no types of its own).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
    method?: "GET" | "POST";
    body?: string;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
