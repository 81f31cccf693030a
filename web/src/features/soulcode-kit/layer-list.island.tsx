import { island } from "../../components/island";
import { LayerList } from "./layer-box";

/** The layer list with its toggles and copy buttons, hydrated on its own (components/island.tsx). */
export default island("layer-list", LayerList);
