// The template's configuration: server rendering, no prerender.
import type { Config } from "@react-router/dev/config";

export default { appDirectory: "app", buildDirectory: "dist", ssr: true } satisfies Config;
