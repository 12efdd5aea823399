import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentImageUploadError, uploadContentImage } from "./upload-content-image";

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "board.png", { type: "image/png" });

async function failure(promise: Promise<unknown>): Promise<ContentImageUploadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentImageUploadError);
  return error as ContentImageUploadError;
}

afterEach(() => vi.unstubAllGlobals());

describe("content image upload (SPEC §7, §8)", () => {
  it("posts the file as the multipart field 'image' and answers the stored URL", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(Response.json({ imageUrl: "/uploads/content/abc.webp" }, { status: 201 })),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(uploadContentImage(png())).resolves.toBe("/uploads/content/abc.webp");
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/admin/upload-content-image");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.body as FormData).get("image")).toBeInstanceOf(File);
  });

  it("turns a refused upload into 'Upload failed' with the server's message", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(Response.json({ message: "SVG images are not allowed" }, { status: 400 })),
    );
    const error = await failure(uploadContentImage(png()));
    expect(error.title).toBe("Upload failed");
    expect(error.detail).toBe("SVG images are not allowed");
  });

  it("turns a network failure into 'Error uploading image'", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect((await failure(uploadContentImage(png()))).title).toBe("Error uploading image");
  });

  it("refuses a file over 5 MB before sending it", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    const error = await failure(uploadContentImage(huge));
    expect([error.title, error.detail]).toEqual(["Upload failed", "The image is larger than 5 MB."]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
