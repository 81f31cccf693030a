// The template's server entry without its bot check (isbot is no dependency here): React's stream.
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, { signal: request.signal });
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}
