import { afterEach, describe, expect, it, vi } from "vitest";
import { CommissionPhotoUploadError, uploadCommissionPhoto } from "./upload-commission-photo";

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "glue-up.jpg", { type: "image/jpeg" });
const URL_ = "/uploads/commissions/0b7e8a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c.webp";

async function failure(promise: Promise<unknown>): Promise<CommissionPhotoUploadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommissionPhotoUploadError);
  return error as CommissionPhotoUploadError;
}

afterEach(() => vi.unstubAllGlobals());

describe("a progress photo upload", () => {
  it("posts the file as the multipart field 'image' and answers its address", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(Response.json({ imageUrl: URL_ }, { status: 201 })),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(uploadCommissionPhoto(jpeg())).resolves.toBe(URL_);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/admin/commission-photos");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.body as FormData).get("image")).toBeInstanceOf(File);
  });

  it("names the file in the server's refusal", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(Response.json({ message: "Only JPEG, PNG, GIF and WebP images" }, { status: 400 })),
    );
    const error = await failure(uploadCommissionPhoto(jpeg()));
    expect([error.title, error.detail]).toEqual(["Upload failed", "glue-up.jpg: Only JPEG, PNG, GIF and WebP images"]);
  });

  it("says so when the connection fails or the answer has no address", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect((await failure(uploadCommissionPhoto(jpeg()))).title).toBe("Error uploading image");
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({}, { status: 201 })));
    expect((await failure(uploadCommissionPhoto(jpeg()))).detail).toBe("The server did not return an image address.");
  });

  it("refuses a file over 5 MB before sending it", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    expect((await failure(uploadCommissionPhoto(huge))).detail).toBe("huge.jpg is larger than 5 MB.");
    expect(fetch).not.toHaveBeenCalled();
  });
});
