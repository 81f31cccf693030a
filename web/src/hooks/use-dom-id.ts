import { createContext, useContext, useId } from "react";

/** The id of the island being rendered ("" outside islands); set by IslandRoot. */
export const IslandIdPrefix = createContext("");

/**
 * An id unique on the page, for label/for and aria references. Each island is rendered and
 * hydrated as a root of its own, and useId alone numbers every root from the same start, so two
 * islands on one page would repeat ids: the island's own id goes in front.
 */
export function useDomId(): string {
  return useContext(IslandIdPrefix) + useId();
}
