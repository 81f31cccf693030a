/** Health: whether D1, KV and R2 answer, the Porch's conversations in the last 24 hours (a count, never a text), the reply provider and the model's hash. */
import { useQuery } from "@tanstack/react-query";
import type { OwnerHealth } from "../../lib/api-types";
import { ownerGet } from "./api";
import { Button, Card, QueryState, Screen } from "./ui";

type Health = OwnerHealth;

/** A store's answer: `true`/`"ok"`, or `{ ok, ms?, error? }`. */
function storeState(value: unknown): { ok: boolean; detail?: string } {
  if (value === true || value === "ok") return { ok: true };
  if (value && typeof value === "object" && "ok" in value) {
    const v = value as { ok: boolean; ms?: number; error?: string };
    return { ok: Boolean(v.ok), detail: v.error ?? (typeof v.ms === "number" ? `${v.ms} ms` : undefined) };
  }
  return { ok: false, detail: typeof value === "string" ? value : undefined };
}

export default function HealthScreen() {
  const health = useQuery({ queryKey: ["owner", "health"], queryFn: () => ownerGet<Health>("/health") });
  const rows: Array<[string, string]> = health.data
    ? [
        ...(["d1", "kv", "r2"] as const).map((k): [string, string] => {
          const s = storeState(health.data[k]);
          return [
            `${k.toUpperCase()} (${k === "d1" ? "database" : k === "kv" ? "chat sessions" : "photos"})`,
            `${s.ok ? "Answers" : "Does not answer"}${s.detail ? ` (${s.detail})` : ""}`,
          ];
        }),
        [
          "Porch conversations, last 24 hours",
          health.data.porchConversations24h === null ? "Not known" : String(health.data.porchConversations24h),
        ],
        [
          "Reply provider",
          health.data.providers && health.data.providers.length > 1
            ? `${health.data.provider} (then ${health.data.providers.slice(1).join(", then ")})`
            : health.data.provider,
        ],
        ["Model hash", health.data.modelHash],
      ]
    : [];
  return (
    <Screen
      title="Health"
      intro="Whether the site's storage answers, and how the Porch is set up."
      actions={
        <Button onClick={() => void health.refetch()} aria-disabled={health.isFetching}>
          {health.isFetching ? "Checking…" : "Check again"}
        </Button>
      }
    >
      <QueryState query={health} what="the health check" />
      {health.data ? (
        <Card>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid="owner-health">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold text-ink">{label}</dt>
                <dd className="break-all text-sm text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
    </Screen>
  );
}
