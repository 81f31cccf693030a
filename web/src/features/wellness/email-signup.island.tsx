import { island } from "../../components/island";
import { EmailSignup } from "./email-signup";
import { useWellnessEmails } from "./use-wellness-emails";

type Props = Omit<Parameters<typeof EmailSignup>[0], "subscribe">;

/**
 * A wellness sign-up form, hydrated on its own (components/island.tsx). The three forms share one
 * list through localStorage (useWellnessEmails), not through React state, so each can be its own root.
 */
function WellnessEmailSignup(props: Props) {
  const { subscribe } = useWellnessEmails();
  return <EmailSignup {...props} subscribe={subscribe} />;
}

export default island("email-signup", WellnessEmailSignup);
