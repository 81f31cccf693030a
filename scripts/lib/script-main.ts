import { pathToFileURL } from "node:url";

/** True when this module is the script node was started with (not imported by a test). */
export const isMainModule = (moduleUrl: string) => !!process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href;
