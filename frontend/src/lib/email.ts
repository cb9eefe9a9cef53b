/** The e-mail rule of every form, as the server holds it (core/form_fields.py `Email`, with
 * email-validator): a dot-atom before the @ (letters, digits and !#$%&'*+/=?^_`{|}~- in parts
 * joined by single dots, at most 64 characters), a domain of at least two labels (letters,
 * digits and inner hyphens, 63 characters each; internationalised letters allowed), 254
 * characters in all. The server has the last word; this answers the same message sooner. */
export const EMAIL_MESSAGE = "Please enter a valid email address.";
export const EMAIL_MAX_LENGTH = 254;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  return (
    at > 0 &&
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^[0-9]+$/.test(labels.at(-1) ?? "")
  );
}
