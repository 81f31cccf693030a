// Lighthouse's slow 4G, applied to the real load through CDP: 150 ms per request, 1.6 Mbit/s down,
// 750 kbit/s up (at Lighthouse's 90% of nominal). The bench's interaction rows and the first-load
// test's slow-link check use the same link.
import type { CDPSession } from "@playwright/test";

export async function emulateSlowLink(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
}
