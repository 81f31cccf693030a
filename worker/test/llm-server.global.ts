/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for the Porch provider tests. It runs in
 * Node (vitest globalSetup); the tests inside workerd reach it over the loopback interface and
 * learn its port through `inject("llmServerPort")`.
 *
 * The requested `model` chooses the behaviour:
 *   "grounded" answers with a directory number, "fail" is a 500, "slow" answers after 2 s,
 *   "invent" answers with a phone number that is not in the directory, "empty" has no content,
 *   "hostile-<i>" answers with HOSTILE_REPLIES[i] and "grounded-variants" with GROUNDED_REPLY
 *   (worker/test/fixtures/hostile-replies.ts).
 * GET /last returns the body of the last completion request, so a test can see what the model saw.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { GROUNDED_REPLY, HOSTILE_REPLIES } from "./fixtures/hostile-replies";

declare module "vitest" {
  export interface ProvidedContext {
    llmServerPort: number;
  }
}

const MODEL_REPLY =
  "From the model: the USDA-backed National Hunger Hotline is 1-866-348-6479, and https://www.feedingamerica.org/find-your-local-foodbank finds your food bank.";

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });

export default async function setup(project: TestProject) {
  let last: unknown = null;
  const server = createServer(async (req, res) => {
    if (req.method === "GET" && req.url === "/last") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(last));
      return;
    }
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as { model: string };
    last = { ...body, authorization: req.headers.authorization ?? null };
    const answer = (content: string | null) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "test", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }));
    };
    switch (body.model) {
      case "fail":
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
        return;
      case "slow":
        setTimeout(() => answer(MODEL_REPLY), 2000);
        return;
      case "invent":
        answer("Call the Food Helpers at 1-555-010-9999 or visit https://free-food.example.com.");
        return;
      case "empty":
        answer(null);
        return;
      case "grounded-variants":
        answer(GROUNDED_REPLY);
        return;
      default:
        if (body.model.startsWith("hostile-")) {
          const hostile = HOSTILE_REPLIES[Number(body.model.slice("hostile-".length))];
          if (hostile) return answer(hostile.reply);
        }
        answer(MODEL_REPLY);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("llmServerPort", (server.address() as AddressInfo).port);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
