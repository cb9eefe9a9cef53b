"""The car's printable PDF (spec: vehicle §7 "Car PDF download by slug", saved as {slug}.pdf).

Rendering is CPU work (and may render the demo photo on first use): callers run it off the event
loop. `render_car_pdf` takes plain data so it has no database or HTTP objects.
"""

import io
import re
from dataclasses import dataclass
from pathlib import Path

from PIL import Image as PILImage
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import Image, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from forecourt.media.store import MediaStore

PHOTO_WIDTH = 768  # the rendition read from the media store
MARGIN = 15 * mm


@dataclass(frozen=True)
class PdfDealer:
    name: str
    address: str | None
    phone: str | None


@dataclass(frozen=True)
class PdfCar:
    name: str
    price_text: str
    price_type: str | None
    was_text: str | None
    url: str
    specifications: list[tuple[str, str]]
    dealer: PdfDealer
    photo_key: str | None = None  # a media key; absolute URLs are not fetched
    comments: str | None = None


def pdf_filename(slug: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "-", slug) + ".pdf"


def _photo(store: MediaStore, key: str | None, width: float) -> Image | None:
    if not key or key.startswith(("http://", "https://")):
        return None
    path: Path | None = store.rendition(key, PHOTO_WIDTH)
    if path is None:
        return None
    # ReportLab's flowable takes JPEG or PNG: re-encode the WebP rendition in memory.
    with PILImage.open(path) as source:
        picture = source.convert("RGB")
    data = io.BytesIO()
    picture.save(data, "JPEG", quality=85)
    data.seek(0)
    return Image(data, width=width, height=width * picture.height / picture.width)


def render_car_pdf(car: PdfCar, store: MediaStore) -> bytes:
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=car.name,
        author=car.dealer.name,
    )
    styles = getSampleStyleSheet()
    price_style = ParagraphStyle(
        "price", parent=styles["Heading2"], textColor=colors.HexColor("#1d4ed8")
    )
    small = ParagraphStyle("small", parent=styles["Normal"], fontSize=8, textColor=colors.grey)
    story: list = [Paragraph(_text(car.name), styles["Title"])]
    photo = _photo(store, car.photo_key, doc.width)
    if photo is not None:
        story += [photo, Spacer(1, 4 * mm)]
    price = _text(car.price_text) + (
        f" <font size=10>{_text(car.price_type)}</font>" if car.price_type else ""
    )
    if car.was_text:
        price = f"<strike><font size=10 color='grey'>{_text(car.was_text)}</font></strike> " + price
    story.append(Paragraph(price, price_style))
    if car.specifications:
        table = Table(
            [[_text(label), _text(value)] for label, value in car.specifications],
            colWidths=[doc.width * 0.35, doc.width * 0.65],
        )
        table.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (0, -1), "Helvetica-Bold"),
                    ("FONTSIZE", (0, 0), (-1, -1), 9),
                    ("ROWBACKGROUNDS", (0, 0), (-1, -1), [colors.whitesmoke, colors.white]),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ]
            )
        )
        story += [Paragraph("Key Specifications", styles["Heading3"]), table]
    if car.comments:
        story += [
            Paragraph("Dealer Comments", styles["Heading3"]),
            Paragraph(_text(car.comments), styles["Normal"]),
        ]
    dealer_lines = [f"<b>{_text(car.dealer.name)}</b>"]
    dealer_lines += [_text(line) for line in (car.dealer.address, car.dealer.phone) if line]
    story += [
        Paragraph("Dealer", styles["Heading3"]),
        Paragraph("<br/>".join(dealer_lines), styles["Normal"]),
        Spacer(1, 6 * mm),
        Paragraph(_text(car.url), small),
    ]
    doc.build(story)
    return buffer.getvalue()


def _text(value: str) -> str:
    """ReportLab paragraphs are mini-markup: escape what a dealer typed."""
    return (
        value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br/>")
    )
