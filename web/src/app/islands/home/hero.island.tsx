import { island } from "../../../components/island";
import { HomeHero } from "../../../features/home/hero";

/** The hero with its video, hydrated on its own (components/island.tsx). */
export default island("hero", HomeHero);
