import { SignInPage } from "../../features/account/SignInPage";

/** /sign-in?type=&redirect=&back=: phone one-time-code sign-in (spec: finance-signin §2.2). */
export function Component() {
  return <SignInPage />;
}
