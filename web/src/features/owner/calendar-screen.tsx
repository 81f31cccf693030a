/**
 * Calendar: the month grid with claimed, blocked and free days (America/New_York days); block and
 * unblock a day. Blocking a claimed day names its holder, removes the claim, and needs a fresh
 * passkey check.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api-client";
import type { OwnerMonthDay } from "../../lib/api-types";
import { freshCheck, ownerFetch, ownerGet } from "./api";
import { Button, Card, ConfirmDialog, dayLabel, done, failed, QueryState, Screen } from "./ui";

type MonthDay = OwnerMonthDay;
type DayInfo = MonthDay | { day: string; state: "free" };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Today in New York, the calendar's time zone. */
function todayInNewYork(): { year: number; month: number; key: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [y, m] = parts.split("-").map(Number);
  return { year: y!, month: m!, key: parts };
}

const describe = (info: DayInfo) =>
  info.state === "claimed"
    ? `claimed by ${info.holder ?? "an instructor"}: ${info.courseTitle}`
    : info.state === "blocked"
      ? "blocked"
      : "free";

export default function CalendarScreen() {
  const client = useQueryClient();
  const today = todayInNewYork();
  const [view, setView] = useState({ year: today.year, month: today.month });
  const [selected, setSelected] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ day: string; holder?: string; course?: string; message?: string } | null>(null);
  const key = ["owner", "calendar", view.year, view.month] as const;
  const month = useQuery({
    queryKey: key,
    queryFn: () => ownerGet<{ days: MonthDay[] }>(`/calendar?year=${view.year}&month=${view.month}`).then((a) => a.days),
  });

  const byDay = new Map((month.data ?? []).map((d) => [d.day.slice(0, 10), d] as const));
  const infoOf = (day: string): DayInfo => byDay.get(day) ?? { day, state: "free" };
  const refresh = () => client.invalidateQueries({ queryKey: ["owner", "calendar"] });

  const block = useMutation({
    mutationFn: async ({ day, claimed }: { day: string; claimed: boolean }) => {
      const fresh = claimed ? await freshCheck("calendar.block-claimed") : undefined;
      return ownerFetch("POST", "/blocked-days", { body: claimed ? { day, replaceClaim: true } : { day }, fresh });
    },
    onSuccess: (_res, { day, claimed }) => {
      setConfirm(null);
      done(
        "Day blocked",
        claimed ? `${dayLabel(day)} is blocked; the instructor's claim was removed.` : `${dayLabel(day)} is blocked: no one can claim it.`,
      );
      void refresh();
    },
    onError: (error, { day, claimed }) => {
      // Claimed meanwhile: the server names the holder; the owner confirms with a passkey.
      if (!claimed && error instanceof ApiError && error.status === 409) {
        setConfirm({ day, message: error.serverMessage });
        void refresh();
        return;
      }
      failed("The day was not blocked", error);
    },
  });
  const unblock = useMutation({
    mutationFn: (day: string) => ownerFetch("DELETE", `/blocked-days/${encodeURIComponent(day)}`),
    onSuccess: (_res, day) => {
      done("Day unblocked", `${dayLabel(day)} is free to claim again.`);
      void refresh();
    },
    onError: (error) => failed("The day was not unblocked", error),
  });

  const first = new Date(Date.UTC(view.year, view.month - 1, 1));
  const daysInMonth = new Date(Date.UTC(view.year, view.month, 0)).getUTCDate();
  const lead = first.getUTCDay();
  const title = first.toLocaleDateString(undefined, { timeZone: "UTC", month: "long", year: "numeric" });
  const move = (delta: number) => {
    const m = view.month - 1 + delta;
    setView({ year: view.year + Math.floor(m / 12), month: (((m % 12) + 12) % 12) + 1 });
    setSelected(null);
  };
  const chosen = selected ? infoOf(selected) : null;
  const busy = block.isPending || unblock.isPending;

  return (
    <Screen title="Calendar" intro="Block a day so no one can claim it, or unblock it. Days are New York days.">
      <Card className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <Button onClick={() => move(-1)} aria-label="Previous month" className="px-3">
            ‹ <span className="sr-only sm:not-sr-only">Previous</span>
          </Button>
          <h3 id="owner-month" className="font-sans text-lg font-semibold text-ink" aria-live="polite">
            {title}
          </h3>
          <Button onClick={() => move(1)} aria-label="Next month" className="px-3">
            <span className="sr-only sm:not-sr-only">Next</span> ›
          </Button>
        </div>
        <QueryState query={month} what="the month" />
        {month.data ? (
          <div role="group" aria-labelledby="owner-month">
            <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-muted" aria-hidden>
              {WEEKDAYS.map((w) => (
                <span key={w}>{w}</span>
              ))}
            </div>
            <ol className="mt-1 grid grid-cols-7 gap-1">
              {Array.from({ length: lead }, (_, i) => (
                <li key={`lead-${i}`} aria-hidden />
              ))}
              {Array.from({ length: daysInMonth }, (_, i) => {
                const day = dayKey(view.year, view.month, i + 1);
                const info = infoOf(day);
                const mark = info.state === "claimed" ? "●" : info.state === "blocked" ? "✕" : "";
                return (
                  <li key={day}>
                    <button
                      type="button"
                      data-owner-day={day}
                      data-state={info.state}
                      aria-pressed={selected === day}
                      aria-label={`${dayLabel(day)}, ${describe(info)}${day === today.key ? ", today" : ""}`}
                      onClick={() => setSelected(day)}
                      className="flex aspect-square w-full min-h-9 flex-col items-center justify-center rounded-lg border border-line bg-surface text-sm text-ink hover:bg-surface-2 aria-pressed:outline aria-pressed:outline-2 aria-pressed:outline-royal data-[state=blocked]:border-danger data-[state=blocked]:bg-surface-2 data-[state=claimed]:border-royal data-[state=claimed]:bg-tint-royal"
                    >
                      <span className={day === today.key ? "font-bold underline" : undefined}>{i + 1}</span>
                      <span aria-hidden className="text-xs leading-none">
                        {mark}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
            <p className="mt-2 text-xs text-muted">● claimed · ✕ blocked · no mark: free. Pick a day to block or unblock it.</p>
          </div>
        ) : null}
      </Card>

      {chosen ? (
        <Card aria-live="polite" data-testid="owner-day-panel">
          <h3 className="font-sans text-lg font-semibold text-ink">{dayLabel(chosen.day)}</h3>
          {chosen.state === "free" ? (
            <>
              <p className="mt-1 text-sm text-muted">Free: anyone with an account can claim it.</p>
              <Button
                variant="primary"
                className="mt-3"
                aria-disabled={busy}
                onClick={() => !busy && block.mutate({ day: chosen.day, claimed: false })}
              >
                Block this day
              </Button>
            </>
          ) : chosen.state === "blocked" ? (
            <>
              <p className="mt-1 text-sm text-muted">Blocked: no one can claim it.</p>
              <Button variant="primary" className="mt-3" aria-disabled={busy} onClick={() => !busy && unblock.mutate(chosen.day)}>
                Unblock this day
              </Button>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink">
                Claimed by <strong>{chosen.holder ?? "an instructor"}</strong>: {chosen.courseTitle} ({chosen.timeSlot}).
              </p>
              <Button
                variant="danger"
                className="mt-3"
                aria-disabled={busy}
                onClick={() => setConfirm({ day: chosen.day, holder: chosen.holder ?? "an instructor", course: chosen.courseTitle })}
              >
                Block this day…
              </Button>
            </>
          )}
        </Card>
      ) : null}

      {month.data && month.data.length > 0 ? (
        <div>
          <h3 className="mb-2 font-sans text-base font-semibold text-ink">Claimed and blocked days this month</h3>
          <ul className="space-y-1 text-sm">
            {month.data.map((d) => (
              <li key={d.day}>
                <button
                  type="button"
                  className="text-left text-ink underline underline-offset-2 hover:text-royal"
                  onClick={() => setSelected(d.day.slice(0, 10))}
                >
                  {dayLabel(d.day)}
                </button>{" "}
                <span className="text-muted">{describe(d)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirm !== null}
        title="Block a claimed day?"
        confirmLabel="Confirm with passkey and block"
        pendingLabel="Waiting for the passkey…"
        pending={block.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && block.mutate({ day: confirm.day, claimed: true })}
      >
        {confirm ? (
          <>
            {confirm.message ? (
              <p>{confirm.message}</p>
            ) : (
              <p>
                {dayLabel(confirm.day)} is claimed by <strong>{confirm.holder}</strong> ({confirm.course}).
              </p>
            )}
            <p>Blocking it removes their claim, and cannot be undone. Your passkey confirms it.</p>
          </>
        ) : null}
      </ConfirmDialog>
    </Screen>
  );
}
