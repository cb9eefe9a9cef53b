/** Form messages, in the spec's words where it gives them (vehicle §8, finance-signin §5). The
 * server answers with the same texts, so a message reads the same whichever side caught it. */
export const REQUIRED = "This is a required field.";
export const POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
export const TERMS = "*You must agree to the terms of use before submitting.";
export const SUBMIT_FAILED = "An error occurred when submitting this form";
export const WIZARD_FAILED = "An unexpected error occured"; // sic: the spec's spelling
export const STEP_FAILED = "An unknown error occurred while advancing step."; // spec: finance §8
export { EMAIL_MESSAGE as EMAIL } from "../../../lib/email"; // every form's e-mail rule
export const PHONE = "Please enter a valid Australian phone number.";
export const FIRST_NAME = "Please enter your first name.";
export const COMMENTS = "Please enter your comments.";
export const CAPTCHA = "Please complete the verification.";
