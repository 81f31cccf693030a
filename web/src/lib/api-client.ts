/**
 * The API client (docs/architecture.md, API contract): cookies always sent, JSON bodies, and any non-OK response
 * thrown as an ApiError whose message is "<status>: <body text or status text>".
 * The API's error body `{message, code, issues}` is parsed here, once, for every caller: toasts
 * read `serverMessage`, forms read `fieldErrors` (see errorDescription and fieldErrors below).
 */
export const INSTRUCTOR_STORAGE_KEY = "instructor";

export type FieldIssue = { path: string; message: string };
/** The API's error body (worker/lib/errors.ts); every part is optional because proxies and crashes send other things. */
export type ErrorBody = { message?: string; code?: string; issues?: FieldIssue[] };

/** Reads an error body; anything that is not the API's shape (HTML, empty, other JSON) gives `{}`. */
export function parseErrorBody(text: string): ErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object") return {};
  const { message, code, issues } = parsed as Record<string, unknown>;
  const body: ErrorBody = {};
  if (typeof message === "string" && message) body.message = message;
  if (typeof code === "string" && code) body.code = code;
  if (Array.isArray(issues)) {
    body.issues = issues.filter((i): i is FieldIssue => Boolean(i) && typeof i.path === "string" && typeof i.message === "string");
  }
  return body;
}

export class ApiError extends Error {
  readonly body: ErrorBody;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.body = parseErrorBody(bodyText);
  }

  /** The sentence the server gave, else the whole message. */
  get serverMessage(): string {
    return this.body.message ?? this.message;
  }

  /** The API's machine-readable reason (`slot_taken`, `invalid_credentials`...), if it gave one. */
  get code(): string | undefined {
    return this.body.code;
  }
}

/** What a person reads about a failed call: the server's sentence, or why the server was not reached. */
export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return "Could not reach the server. Please check your connection and try again.";
}

/**
 * Field errors of a 400 (`issues`), keyed by field name, the first message of each field. Issues
 * without a path (the whole body was wrong) are left to errorDescription.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const issue of error.body.issues ?? []) if (issue.path && !out[issue.path]) out[issue.path] = issue.message;
  return out;
}

type RequestOptions = {
  /**
   * A 401 normally means the stored session died: the stored instructor is removed and the page
   * reloads (spec). The login form sets this so that a wrong password shows its toast instead.
   */
  on401?: "reload" | "throw" | "null";
};

/** Clears the display cache of the logged-in instructor and reloads, as the spec asks for a 401. */
function handleUnauthorized() {
  if (typeof window === "undefined") return;
  const wasLoggedIn = window.localStorage.getItem(INSTRUCTOR_STORAGE_KEY) !== null;
  window.localStorage.removeItem(INSTRUCTOR_STORAGE_KEY);
  if (wasLoggedIn) window.location.reload();
}

async function throwIfNotOk(res: Response, on401: RequestOptions["on401"]) {
  if (res.ok) return;
  if (res.status === 401 && on401 === "reload") handleUnauthorized();
  const text = await res.text();
  throw new ApiError(res.status, text, res.statusText);
}

/** A request with any method and an optional body: JSON, or a Blob sent as it is (the photo upload). */
export async function apiRequest(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const raw = body instanceof Blob;
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": raw ? body.type || "application/octet-stream" : "application/json" },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res, options.on401 ?? "reload");
  return res;
}

/** Parses a JSON response body, or returns null for an empty one (204). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A GET of a JSON resource. With `on401: "null"` a 401 yields null instead of throwing. */
export async function apiGet<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  if (options.on401 === "null" && res.status === 401) return null as T;
  await throwIfNotOk(res, options.on401 ?? "reload");
  return readJson<T>(res);
}

/** A request with a JSON answer (a mutation's usual shape). */
export async function apiJson<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return readJson<T>(await apiRequest(method, url, body, options));
}

/**
 * The default query function: GET of the query key's segments joined with "/". Queries whose
 * key holds parameters (a month's slots) pass their own queryFn with apiGet instead.
 */
export function getQueryFn<T>(options: RequestOptions = {}) {
  return ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => apiGet<T>(queryKey.join("/"), options);
}
