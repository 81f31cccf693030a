// Runs in a worker started by lib/intl-warmup.ts: ICU's set-up happens once per process, so a
// first call here spares the main thread's. The worker then ends itself.
new Intl.DateTimeFormat(undefined, { timeZone: "America/New_York", dateStyle: "long", timeStyle: "short" }).format(0);
close();
