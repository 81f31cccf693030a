import { island } from "../../components/island";
import { MiniPromptButton } from "./copy-button";

/** A mini prompt's copy chip, hydrated on its own (components/island.tsx). */
export default island("mini-prompt", MiniPromptButton);
