import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "../../../test/render";
import type { GalleryData } from "../api/types";
import { installObservers } from "../test/observers";
import { makeCarDetail } from "../test/fixtures";
import { Gallery } from "./Gallery";
import { Viewer } from "./Viewer";

beforeEach(() => {
  installObservers();
});

function Controlled({ gallery }: { gallery: GalleryData }) {
  const [index, setIndex] = useState(0);
  return <Gallery gallery={gallery} name="2021 Toyota Corolla" index={index} onIndexChange={setIndex} />;
}

const base = makeCarDetail().gallery;

describe("Gallery", () => {
  it("shows thumbnails when there are more than 3 images, and a thumbnail picks its photo", async () => {
    renderWithSite(<Controlled gallery={base} />);
    const thumbs = screen.getByRole("list", { name: "2021 Toyota Corolla thumbnails" });
    await userEvent.click(within(thumbs).getByRole("button", { name: "Show photo 3 of 5" }));
    expect(screen.getByText("3 / 5")).toBeInTheDocument();
    expect(within(thumbs).getByRole("button", { name: "Show photo 3 of 5" })).toHaveAttribute("aria-current", "true");
  });

  it("shows no thumbnails when the backend says so (3 images or fewer)", () => {
    renderWithSite(<Controlled gallery={{ ...base, images: base.images.slice(0, 3), thumbnails: false }} />);
    expect(screen.queryByTestId("thumbnails")).toBeNull();
  });

  it("previous and next move through the photos and wrap", async () => {
    renderWithSite(<Controlled gallery={base} />);
    await userEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(screen.getByText("5 / 5")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByText("1 / 5")).toBeInTheDocument();
  });

  it("fullscreen moves with the left and right arrow keys", async () => {
    renderWithSite(<Controlled gallery={base} />);
    await userEvent.click(screen.getByRole("button", { name: "Fullscreen" }));
    const dialog = await screen.findByRole("dialog", { name: "2021 Toyota Corolla photos" });
    expect(within(dialog).getByText("Photo 1 of 5")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(dialog).getByText("Photo 3 of 5")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("Photo 2 of 5")).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: /photo 2 of 5$/ })).toBeInTheDocument();
  });

  it("plays an embed-prefixed video in an embedded player on its slide (second by default)", async () => {
    renderWithSite(<Controlled gallery={{ ...base, video: { url: "https://www.youtube.com/embed/x", embed: true } }} />);
    expect(document.querySelector("iframe")).toBeNull(); // not loaded off its slide
    await userEvent.click(screen.getByRole("button", { name: "Show video 2 of 6" }));
    expect(screen.getAllByTitle("2021 Toyota Corolla video")[0]?.tagName).toBe("IFRAME");
  });

  it("loops any other video muted and autoplaying", async () => {
    renderWithSite(<Controlled gallery={{ ...base, video: { url: "/v.mp4", embed: false }, video_slide_position: "start" }} />);
    const video = document.querySelector("video") as HTMLVideoElement;
    expect(video).not.toBeNull();
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
  });
});

describe("Viewer", () => {
  const viewer = {
    ...makeCarDetail().viewer,
    views: ["spinner", "gallery", "interior"] as ("spinner" | "gallery" | "interior")[],
    default_view: "gallery" as const,
    exterior: Array.from({ length: 4 }, (_, i) => ({ position: i, src: `/spin/${i}.jpg` })),
    interior: [{ position: 0, src: "/spin/interior.jpg" }],
  };

  it("opens on the backend's default view and offers each view as a tab", () => {
    renderWithSite(<Viewer viewer={viewer} gallery={base} name="2021 Toyota Corolla" />);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["360° Spin", "Gallery", "Interior"]);
    expect(screen.getByRole("tab", { name: "Gallery" })).toHaveAttribute("aria-selected", "true");
  });

  it("plays the walkaround video in its view", async () => {
    const walkaround = { url: "https://www.youtube.com/embed/w", embed: true };
    renderWithSite(<Viewer viewer={{ ...viewer, views: ["walkaround", "gallery"], walkaround, walkaround_url: walkaround.url }} gallery={base} name="Car" />);
    await userEvent.click(screen.getByRole("tab", { name: "Walkaround" }));
    expect(screen.getByTitle("Car walkaround video").tagName).toBe("IFRAME");
  });

  it("leaving the gallery resets its index", async () => {
    renderWithSite(<Viewer viewer={viewer} gallery={base} name="2021 Toyota Corolla" />);
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByText("2 / 5")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "360° Spin" }));
    expect(await screen.findByRole("slider", { name: /360° exterior view/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Gallery" }));
    expect(screen.getByText("1 / 5")).toBeInTheDocument();
  });

  it("the spinner turns one frame per 20 px dragged and with the arrow keys", async () => {
    renderWithSite(<Viewer viewer={{ ...viewer, default_view: "spinner" }} gallery={base} name="Car" />);
    const slider = await screen.findByRole("slider", { name: /360° exterior view/ });
    await userEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    const start = Number(slider.getAttribute("aria-valuenow"));
    fireEvent.pointerDown(slider, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 141, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(Number(slider.getAttribute("aria-valuenow"))).toBe(((start - 1 + 2) % 4) + 1);
    slider.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(Number(slider.getAttribute("aria-valuenow"))).toBe(((start - 1 + 3) % 4) + 1);
  });

  it("autorotates every 100 ms until paused", async () => {
    vi.useFakeTimers();
    try {
      renderWithSite(<Viewer viewer={{ ...viewer, default_view: "spinner" }} gallery={base} name="Car" />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const slider = screen.getByRole("slider");
      expect(slider).toHaveAttribute("aria-valuenow", "1");
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(slider).toHaveAttribute("aria-valuenow", "2");
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(slider).toHaveAttribute("aria-valuenow", "4");
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs a spin image that fails to load and does not show it broken", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithSite(<Viewer viewer={{ ...viewer, default_view: "spinner" }} gallery={base} name="Car" />);
    const slider = await screen.findByRole("slider");
    await userEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    const img = slider.querySelector("img") as HTMLImageElement;
    // The frame the pause caught: on a busy machine the rotation (a frame per 100 ms) may have
    // moved on before the click landed.
    const paused = Number(/^\/spin\/(\d)\.jpg$/.exec(img.getAttribute("src") ?? "")?.[1]);
    fireEvent.error(img);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`Spin image failed to load: /spin/${paused}.jpg`));
    // The nearest earlier frame that loads is shown instead.
    expect(slider.querySelector("img")?.getAttribute("src")).toBe(`/spin/${(paused + 3) % 4}.jpg`);
  });

  it("shows the hotspots of the shown angle in fullscreen", async () => {
    const hotspots = [{ kind: "exterior" as const, frame_index: 0, angle: 360, x: 0.5, y: 0.5, title: "LED headlights", description: "Bright." }];
    renderWithSite(<Viewer viewer={{ ...viewer, default_view: "spinner", hotspots }} gallery={base} name="Car" />);
    await screen.findByRole("slider");
    await userEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    expect(screen.queryByRole("button", { name: "LED headlights" })).toBeNull(); // not on the page view
    await userEvent.click(screen.getByRole("button", { name: "Fullscreen" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "LED headlights" }));
    expect(within(dialog).getByRole("note")).toHaveTextContent("Bright.");
  });
});
