/** The sign-in messages, in the spec's words (finance-signin-locations §5, §8). */
export const MESSAGES = {
  required: "This is a required field.",
  codeFormat: "Code must be 6 digits.",
  tooMany: "Too many verification attempts. Please try again later.",
  verification: "An unknown error occurred during verification.",
  generic: "An unknown error occurred.",
  // The spec gives the code request's timeout (finance §9), not its words: ours.
  codeTimeout: "Sending the code took too long. Please try again.",
} as const;

/** The code field's own check, before the server is asked. */
export function codeProblem(code: string): string | null {
  if (!code.trim()) return MESSAGES.required;
  return /^\d{6}$/.test(code.trim()) ? null : MESSAGES.codeFormat;
}
