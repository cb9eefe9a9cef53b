"""An offer's image uploaded in the console as a car's photo is: JPEG, PNG or
WebP within a photo's bounds, made upright and without metadata, kept in the media store and
served under /media; the replaced one is removed; owners and managers only, on their own site."""

import io

import pytest
from PIL import Image
from sqlalchemy import select

from forecourt.audit.models import AuditEntry
from forecourt.media.storage import media_blobs
from forecourt.media.uploads import MAX_UPLOAD_BYTES, NOT_A_PHOTO, TOO_BIG
from forecourt.offers.models import Offer
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_site, new_offer

TYPES = {"JPEG": "image/jpeg", "PNG": "image/png", "WEBP": "image/webp"}


def _image(kind: str = "JPEG", size: tuple[int, int] = (300, 200)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (30, 120, 200)).save(buffer, kind)
    return buffer.getvalue()


async def _setup(session, client_for, role="owner", slug="alpha"):
    site = await make_site(session, slug)
    offer = new_offer(site.id, "Winter deal")
    session.add(offer)
    user = await make_console_user(session, site, role, email=f"{role}@{slug}.example.com")
    await session.commit()
    console = client_for(slug)
    await console_sign_in(console, user.email)
    return site, offer, console


async def _upload(console, offer_id: int, data: bytes, kind="JPEG", name="offer.jpg"):
    files = {"image": (name, data, TYPES.get(kind, "application/octet-stream"))}
    return await console.post(f"/api/v1/console/offers/{offer_id}/image", files=files)


def _key(url: str) -> str:
    assert url.startswith("/media/1200/uploads/"), url
    return url.removeprefix("/media/1200/")


@pytest.mark.parametrize("kind", ["JPEG", "PNG", "WEBP"])
async def test_an_uploaded_image_becomes_the_offers_image_and_is_served(
    kind, session, settings, client_for
):
    _site, offer, console = await _setup(session, client_for)
    answer = await _upload(console, offer.id, _image(kind), kind)
    assert answer.status_code == 200, answer.text
    url = answer.json()["values"]["image_url"]
    key = _key(url)
    stored = Image.open(io.BytesIO(media_blobs(settings).read(key) or b""))
    assert stored.format == "JPEG" and stored.size == (300, 200)

    shopper = client_for("alpha")
    public = (await shopper.get(f"/api/v1/offers/{offer.id}")).json()
    assert public["image_url"] == url
    listed = (await shopper.get("/api/v1/offers")).json()["offers"]
    assert [o["image_url"] for o in listed] == [url]
    served = await shopper.get(url)
    assert served.status_code == 200 and served.headers["content-type"] == "image/webp"

    entries = list(
        await session.scalars(select(AuditEntry).where(AuditEntry.object_type == "offer"))
    )
    assert [(e.action, e.after) for e in entries] == [("image_upload", {"image_url": url})]


async def test_a_replaced_image_leaves_no_file_behind(session, settings, client_for):
    _site, offer, console = await _setup(session, client_for, role="manager")
    blobs = media_blobs(settings)
    first = _key((await _upload(console, offer.id, _image())).json()["values"]["image_url"])
    assert (await client_for("alpha").get(f"/media/1200/{first}")).status_code == 200
    second = _key(
        (await _upload(console, offer.id, _image("PNG"), "PNG")).json()["values"]["image_url"]
    )
    assert second != first
    assert blobs.read(first) is None and blobs.read(second) is not None
    assert (await client_for("alpha").get(f"/media/768/{first}")).status_code == 404
    assert [p.name for p in (settings.media_dir / first).parent.iterdir()] == [
        second.split("/")[-1]
    ]

    # removed: the offer shows no image and its file goes
    cleared = await console.delete(f"/api/v1/console/offers/{offer.id}/image")
    assert cleared.status_code == 200 and cleared.json()["values"]["image_url"] is None
    assert blobs.read(second) is None
    assert (await client_for("alpha").get(f"/api/v1/offers/{offer.id}")).json()["image_url"] is None


async def test_an_image_dropped_by_an_edit_or_with_its_offer_leaves_no_file(
    session, settings, client_for
):
    _site, offer, console = await _setup(session, client_for)
    blobs = media_blobs(settings)
    key = _key((await _upload(console, offer.id, _image())).json()["values"]["image_url"])
    values = (await console.get("/api/v1/console/offers")).json()["offers"][0]["values"]
    kept = await console.put(
        f"/api/v1/console/offers/{offer.id}", json={**values, "name": "Renamed"}
    )
    assert kept.status_code == 200 and blobs.read(key) is not None  # still its image
    typed = {**values, "image_url": "https://images.example.com/offer.jpg"}
    assert (await console.put(f"/api/v1/console/offers/{offer.id}", json=typed)).status_code == 200
    assert blobs.read(key) is None

    key = _key((await _upload(console, offer.id, _image())).json()["values"]["image_url"])
    assert (await console.delete(f"/api/v1/console/offers/{offer.id}")).status_code == 204
    assert blobs.read(key) is None


async def test_a_file_that_is_not_an_image_is_refused_by_its_field(session, client_for):
    _site, offer, console = await _setup(session, client_for)
    for data, kind in [
        (b"GIF89a" + b"\0" * 64, "GIF"),
        (_image("GIF"), "GIF"),
        (b"%PDF-1.4", "PDF"),
    ]:
        answer = await _upload(console, offer.id, data, kind, name="offer.gif")
        assert answer.status_code == 422, answer.text
        assert answer.json()["errors"] == [{"field": "image", "message": NOT_A_PHOTO}]
    missing = await console.post(f"/api/v1/console/offers/{offer.id}/image", data={"x": "1"})
    assert missing.status_code == 422 and missing.json()["errors"][0]["field"] == "image"
    assert (await session.get(Offer, offer.id, populate_existing=True)).image_url is None


async def test_a_file_over_a_photos_bound_is_too_large(session, client_for):
    _site, offer, console = await _setup(session, client_for)
    over = _image() + b"\0" * (MAX_UPLOAD_BYTES + 1 - len(_image()))
    answer = await _upload(console, offer.id, over)
    assert answer.status_code == 413, answer.text
    assert answer.json()["errors"] == [{"field": "image", "message": TOO_BIG}]
    far_over = await _upload(console, offer.id, b"\xff" * (MAX_UPLOAD_BYTES + 128 * 1024))
    assert far_over.status_code == 413  # the body cap, before the form is read


async def test_sales_may_not_upload_an_offers_image(session, client_for):
    _site, offer, console = await _setup(session, client_for, role="sales")
    assert (await _upload(console, offer.id, _image())).status_code == 403
    assert (await console.delete(f"/api/v1/console/offers/{offer.id}/image")).status_code == 403


async def test_another_sites_offer_is_not_found(session, settings, client_for):
    _alpha, _own, console = await _setup(session, client_for)
    beta = await make_site(session, "beta")
    theirs = new_offer(beta.id, "Beta deal", image_url="https://images.example.com/beta.jpg")
    session.add(theirs)
    await session.commit()
    answer = await _upload(console, theirs.id, _image())
    assert answer.status_code == 404, answer.text
    assert (await console.delete(f"/api/v1/console/offers/{theirs.id}/image")).status_code == 404
    await session.refresh(theirs)
    assert theirs.image_url == "https://images.example.com/beta.jpg"
    assert not (settings.media_dir / "uploads" / str(beta.id)).exists()


async def test_uploads_are_rate_limited(session, settings, client_for):
    _site, offer, console = await _setup(session, client_for)
    allowed = int(settings.rate_limits["image_uploads"].split("/")[0])
    small = _image(size=(4, 4))
    for _ in range(allowed):
        assert (await _upload(console, offer.id, small)).status_code == 200
    refused = await _upload(console, offer.id, small)
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    # every replaced image was removed: only the last is left
    assert len(list((settings.media_dir / "uploads").rglob("*.jpg"))) == 1
