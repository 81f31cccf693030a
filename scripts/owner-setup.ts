/**
 * npm run owner:setup [-- --remote]
 *
 * Makes a one-time set-up code for the owner console and prints it as the LAST line of the output
 * (like `npm run invite`). The console's first screen (/owner) takes it and registers a passkey; the
 * code is used up only when that registration verifies, and expires after 15 minutes. Only its
 * SHA-256 is stored. Running it again adds a passkey and removes none: the way back in after a
 * lost device, for whoever can run it (and so already controls the Cloudflare account).
 */
import { COMMAND } from "#shared/owner/record";
import { createSetupCode } from "#shared/owner/setup";
import { openD1 } from "./lib/d1";
import { errorText, isMainModule } from "./lib/script-main";
import { describeTarget, targetFromArgs } from "./lib/wrangler";

if (isMainModule(import.meta.url)) {
  const target = targetFromArgs(process.argv.slice(2));
  try {
    const { code, expiresAt } = await createSetupCode(openD1(target), COMMAND);
    console.log(`Owner console set-up code created in ${describeTarget(target)}.`);
    console.log(
      `Open the site's /owner page, choose "Set up with a code" and enter it before ${expiresAt.toISOString().slice(11, 16)} UTC (15 minutes). ` +
        "It registers one passkey and works once; your other passkeys stay as they are:",
    );
    console.log(code);
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
