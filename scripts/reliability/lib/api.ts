import type { z } from 'zod';

/** The server refused the call (4xx): nothing was written. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer (connection refused or cut, timeout) or a 5xx: the write may or may not have happened. */
export class Unknown extends Error {
  constructor(
    message: string,
    /** A 5xx status; 0 when no answer came at all. */
    readonly status = 0,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

/** A logged-in API caller (one session cookie), talking to one base address. */
export class Api {
  cookie = '';

  constructor(
    public base: string,
    readonly label = '',
  ) {}

  /** The same session through another address (another server of the cluster). */
  via(base: string): Api {
    const other = new Api(base, this.label);
    other.cookie = this.cookie;
    return other;
  }

  async login(email: string, password: string) {
    const res = await this.raw('POST', 'auth/login.php', { email, password });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    this.cookie = set.filter((c) => c.startsWith('poolfoot_session=')).join('; ');
    if (!this.cookie) throw new Error(`${email} : pas de cookie de session`);
  }

  get<S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number> = {}): Promise<z.output<S>> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return this.call('GET', qs ? `${path}?${qs}` : path, schema);
  }

  post<S extends z.ZodType>(path: string, schema: S, body: unknown = {}): Promise<z.output<S>> {
    return this.call('POST', path, schema, body);
  }

  private async call<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
    const res = await this.raw(method, path, body);
    return schema.parse(await res.json());
  }

  /** One request; a 2xx answer is returned, anything else thrown as Refused or Unknown. */
  async raw(method: string, path: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${this.base}/backend/api/${path}`, {
        method,
        headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new Unknown(`${method} ${path} : pas de réponse (${(err as Error).cause ?? (err as Error).message})`);
    }
    if (res.ok) return res;
    const text = await res.text().catch(() => '');
    if (res.status >= 500) throw new Unknown(`${method} ${path} : ${res.status} ${text}`, res.status);
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      /* not JSON */
    }
    throw new Refused(res.status, message);
  }
}
