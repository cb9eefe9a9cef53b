import { describe, expect, it } from "vitest";
import { entryTitle } from "./CustomerPage";

const base = { at: "2026-11-26T05:00:00Z", lead_id: 1, kind: "test_drive", category: "Test Drive", author: null, channel: null, subject: null, text: null, status: null } as const;

describe("a customer's timeline, in words", () => {
  it("names a lead by its kind", () => {
    expect(entryTitle({ ...base, type: "lead" })).toBe("Test drive received");
    expect(entryTitle({ ...base, type: "lead", kind: "custom_kind", category: "Custom form" })).toBe("Custom form received");
  });

  it("names a reply by its channel and author, and a note by its author", () => {
    expect(entryTitle({ ...base, type: "reply", channel: "sms", author: "Sam" })).toBe("Text by Sam");
    expect(entryTitle({ ...base, type: "reply", channel: "email", author: "Sam" })).toBe("E-mail by Sam");
    expect(entryTitle({ ...base, type: "note", author: "Alex" })).toBe("Note by Alex");
  });
});
