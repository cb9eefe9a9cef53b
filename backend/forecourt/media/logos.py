"""A dealer's logo uploaded in the new-site wizard: PNG, JPEG or WebP (no SVG: a script inside
one would run wherever the file is opened on its own). A logo is small, so it is checked and
remade while the request waits, bounded by MAX_LOGO_BYTES and MAX_LOGO_PIXELS: decoded, stripped
of its metadata, at most MAX_SIDE on its longer side and written as a PNG, which keeps a
transparent background. A new key for every upload: its image URLs are cached for a year."""

import io
import secrets

from PIL import Image, ImageOps, UnidentifiedImageError

from forecourt.media.uploads import FORMATS

MAX_LOGO_BYTES = 2 * 1024 * 1024
MAX_LOGO_PIXELS = 16_000_000
MAX_SIDE = 1200  # the header shows it at most 48 px high; a wide logo at three times the density
NOT_A_LOGO = "Upload the logo as a PNG, JPEG or WebP image."
TOO_LARGE = "This logo is larger than 2 MB or 16 megapixels; make it smaller and try again."


class LogoRefused(ValueError):
    pass


def logo_key(site_id: int) -> str:
    return f"uploads/{site_id}/logo/{secrets.token_hex(8)}.png"


def make_logo(data: bytes) -> bytes:
    """The logo's PNG bytes, remade from the upload; LogoRefused says why not."""
    if len(data) > MAX_LOGO_BYTES:
        raise LogoRefused(TOO_LARGE)
    try:
        with Image.open(io.BytesIO(data)) as opened:
            if opened.format not in FORMATS:
                raise LogoRefused(NOT_A_LOGO)
            if opened.width * opened.height > MAX_LOGO_PIXELS:
                raise LogoRefused(TOO_LARGE)
            image = ImageOps.exif_transpose(opened)
            image = image.convert("RGBA" if image.mode in ("RGBA", "LA", "P", "PA") else "RGB")
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError) as exc:
        if isinstance(exc, LogoRefused):
            raise
        raise LogoRefused(NOT_A_LOGO) from exc
    image.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
    made = io.BytesIO()
    image.save(made, "PNG", optimize=True)
    return made.getvalue()
