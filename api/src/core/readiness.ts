/**
 * What a load balancer asks before it sends an instance traffic (`GET /api/ready`): each part of
 * the server that must be in order to serve says so here, by name. A check answers null when its
 * part can serve, else one sentence saying what is wrong; one that throws or takes longer than
 * `CHECK_TIMEOUT_MS` fails with a fixed sentence (the error is logged, never sent).
 */
export type ReadinessCheck = () => Promise<string | null>;

export interface ReadinessReport {
  ready: boolean;
  /** Each check by name: `ok`, or what is wrong. */
  checks: Record<string, string>;
}

const CHECK_TIMEOUT_MS = 3000;

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  constructor(private readonly log: (message: string, error: unknown) => void) {}

  add(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`a readiness check named ${name} is already there`);
    this.checks.set(name, check);
  }

  async report(): Promise<ReadinessReport> {
    const answers = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await this.run(name, check)] as const),
    );
    return {
      ready: answers.every(([, problem]) => problem === null),
      checks: Object.fromEntries(answers.map(([name, problem]) => [name, problem ?? 'ok'])),
    };
  }

  private async run(name: string, check: ReadinessCheck): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([check(), late]);
    } catch (error) {
      this.log(`readiness check ${name} failed`, error);
      return 'the check failed (see the server log)';
    } finally {
      clearTimeout(timer);
    }
  }
}
