import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleMe, OfferRow } from "../../api/console";
import { OfferImageUpload } from "./OfferImageUpload";

const me = { csrf_token: "token" } as ConsoleMe;
const row = (image_url: string | null) => ({ id: 7, national: false, shown: true, live: true, path: "/offers/7", values: { name: "Deal", image_url } }) as OfferRow;

function show(imageUrl: string | null, onChanged = vi.fn(), offerId: number | null = 7) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OfferImageUpload me={me} offerId={offerId} imageUrl={imageUrl} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return onChanged;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText(/Upload image/), { target: { files: [file] } });

afterEach(() => vi.unstubAllGlobals());

describe("OfferImageUpload", () => {
  it("sends the file as the form's image field, disabled while it goes up, and hands on the saved offer", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const onChanged = show("/media/1200/uploads/1/offers/7/old.jpg");
    expect(screen.getByRole("img", { name: "The offer's image now" })).toHaveAttribute("src", "/media/1200/uploads/1/offers/7/old.jpg");
    const file = new File(["jpeg"], "deal.jpg", { type: "image/jpeg" });
    choose(file);
    await waitFor(() => expect(screen.getByLabelText(/Upload image/)).toBeDisabled());
    expect(screen.getByRole("status")).toHaveTextContent("Uploading");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/console/offers/7/image");
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("image")).toBe(file);
    expect(init.headers).toEqual({ Accept: "application/json", "X-CSRF-Token": "token" }); // the browser writes the boundary
    answer(Response.json(row("/media/1200/uploads/1/offers/7/new.jpg")));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(row("/media/1200/uploads/1/offers/7/new.jpg")));
    expect(screen.getByLabelText(/Upload image/)).toBeEnabled();
  });

  it("shows the server's message for a refused file by the field", async () => {
    const refusal = { detail: "Upload a photo in JPEG, PNG or WebP format.", errors: [{ field: "image", message: "Upload a photo in JPEG, PNG or WebP format." }] };
    vi.stubGlobal("fetch", vi.fn(async () => Response.json(refusal, { status: 422 })));
    const onChanged = show(null);
    expect(screen.getByText("No image yet.")).toBeInTheDocument();
    choose(new File(["gif"], "deal.gif", { type: "image/gif" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Upload a photo in JPEG, PNG or WebP format.");
    const input = screen.getByLabelText(/Upload image/);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("removes the image, and asks a new offer to be saved first", async () => {
    const fetch = vi.fn(async () => Response.json(row(null)));
    vi.stubGlobal("fetch", fetch);
    const onChanged = show("/media/1200/uploads/1/offers/7/old.jpg");
    fireEvent.click(screen.getByRole("button", { name: "Remove image" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(row(null)));
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe("DELETE");
    show(null, vi.fn(), null);
    expect(screen.getByText("Save the offer first, then upload its image.")).toBeInTheDocument();
  });
});
