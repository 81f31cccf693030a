import { island } from "../../../components/island";
import { CurrentDate } from "../../../components/ui/current-date";

/** Today's date on a page that is otherwise static, hydrated on its own (components/island.tsx). */
export default island("current-date", CurrentDate);
