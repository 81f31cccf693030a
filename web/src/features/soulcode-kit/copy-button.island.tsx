import { island } from "../../components/island";
import { CopyButton } from "./copy-button";

/** A copy button hydrated on its own on a page that is otherwise static (components/island.tsx). */
export default island<Omit<Parameters<typeof CopyButton>[0], "children">>("copy-button", CopyButton);
