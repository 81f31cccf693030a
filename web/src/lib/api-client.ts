/**
 * The API client of spec section 7/8: cookies always sent, JSON bodies, and any non-OK response
 * thrown as an ApiError whose message is "<status>: <body text or status text>".
 * `serverMessage` carries the API's human sentence (`{"message": ...}`) for toasts.
 */
export const INSTRUCTOR_STORAGE_KEY = "instructor";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The sentence the server gave, else the whole message. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === "string" && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through
    }
    return this.message;
  }
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

/** A request with any method and an optional JSON body. */
export async function apiRequest(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
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

/**
 * The default query function: GET of the query key's segments joined with "/".
 * With `on401: "null"` a 401 yields null instead of throwing.
 */
export function getQueryFn<T>(options: RequestOptions = {}) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "null" && res.status === 401) return null as T;
    await throwIfNotOk(res, options.on401 ?? "reload");
    return readJson<T>(res);
  };
}
