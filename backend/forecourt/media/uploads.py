"""Photos dealers upload: a cheap look at the header while the request waits (is it a photo,
how many pixels), and the real work, decoding and resizing, in the worker (architecture
principle 10). The stored picture is upright, stripped of its metadata (a phone's EXIF carries
where it was taken) and at most MAX_SIDE on its longer side; the image endpoint makes each
rendition from it on first request, as for every other picture."""

import io
import secrets

from PIL import Image, ImageOps, UnidentifiedImageError

FORMATS = {"JPEG": "image/jpeg", "PNG": "image/png", "WEBP": "image/webp"}
MAX_UPLOAD_BYTES = 20 * 1024 * 1024
MAX_PIXELS = 60_000_000  # a 60-megapixel camera's photo; more is a decompression bomb
MAX_SIDE = 2560  # the largest breakpoint (1400) at nearly twice its density
JPEG_QUALITY = 88
NOT_A_PHOTO = "Upload a photo in JPEG, PNG or WebP format."
TOO_MANY_PIXELS = "This photo has more than 60 megapixels; resize it and try again."
TOO_BIG = f"This photo is over {MAX_UPLOAD_BYTES // 2**20} MB; make it smaller and try again."


class PhotoRefused(ValueError):
    pass


def check_photo(data: bytes) -> None:
    """Reads the header only; refuses what is not a JPEG, PNG or WebP photo of a sane size."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            kind, (width, height) = image.format, image.size
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError) as exc:
        raise PhotoRefused(NOT_A_PHOTO) from exc
    if kind not in FORMATS:
        raise PhotoRefused(NOT_A_PHOTO)
    if width * height > MAX_PIXELS:
        raise PhotoRefused(TOO_MANY_PIXELS)


def incoming_key() -> str:
    """Where an upload waits in the media store; never a key any page refers to."""
    return f"incoming/{secrets.token_hex(16)}"


def upload_key(site_id: int, folder: str) -> str:
    """A new key for every picture made: a key's content never changes, so its image URLs are
    cached for a year (the CDN's and the browser's) and a replaced photo is a new URL."""
    return f"uploads/{site_id}/{folder}/{secrets.token_hex(8)}.jpg"


def picture_key(site_id: int, car_id: int) -> str:
    return upload_key(site_id, f"cars/{car_id}")


def uploaded_here(key: str, site_id: int) -> bool:
    """Whether the console stored `key` for this site: only such a picture is ours to remove (a
    feed's, a demo's or a typed-in address is not)."""
    return key.startswith(f"uploads/{site_id}/")


def make_picture(source: bytes) -> tuple[bytes, int, int]:
    """Decodes the upload and makes the car's picture: its JPEG bytes, width and height. Raises
    PhotoRefused for a file that only looked like a photo."""
    try:
        with Image.open(io.BytesIO(source)) as opened:
            if opened.format not in FORMATS or opened.width * opened.height > MAX_PIXELS:
                raise PhotoRefused(NOT_A_PHOTO)
            image = ImageOps.exif_transpose(opened).convert("RGB")
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError) as exc:
        raise PhotoRefused(NOT_A_PHOTO) from exc
    image.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
    made = io.BytesIO()
    image.save(made, "JPEG", quality=JPEG_QUALITY, optimize=True, progressive=True)
    return made.getvalue(), image.width, image.height
