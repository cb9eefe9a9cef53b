/** The captcha's challenge (GET): the widget asks it itself, by its URL. */
export const CHALLENGE_URL = "/api/v1/leads/challenge";
