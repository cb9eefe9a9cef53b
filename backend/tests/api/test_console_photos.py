"""A car's photos in the console: an upload is checked by its header while the
request waits and made the car's picture by the worker (upright, without its metadata, at most
2560 px), through the same image pipeline as every picture; reorder and delete show on the site
at once; a file that only looks like a photo fails with its reason; another site sees nothing."""

import io

from PIL import Image
from sqlalchemy import select

from forecourt.audit.models import AuditEntry
from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.photo_desk import (
    MAX_PHOTOS,
    NO_UPLOAD,
    STALE_ORDER,
    PhotoJob,
    photos_of,
)
from forecourt.media.storage import media_blobs
from forecourt.media.uploads import NOT_A_PHOTO
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_site

EXIF_ORIENTATION, ROTATED_90_CW = 0x0112, 6
GPS_IFD = 0x8825


def _photo(size: tuple[int, int], kind: str = "JPEG", **exif: int) -> bytes:
    image = Image.new("RGB", size, (180, 40, 40))
    image.paste((20, 20, 200), (0, 0, size[0] // 4, size[1] // 4))  # a mark in the top left
    buffer = io.BytesIO()
    tags = Image.Exif()
    for tag, value in exif.items():
        tags[int(tag)] = value
    image.save(buffer, kind, **({"exif": tags} if exif else {}))
    return buffer.getvalue()


async def _setup(session, client_for, role="manager"):
    site = await make_site(session, "alpha")
    car = await make_car(session, await make_dealership(session, site), images=1)
    user = await make_console_user(session, site, role)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, user.email)
    return site, car, console


async def _upload(console, car_id: int, data: bytes, name="front.jpg"):
    return await console.post(
        f"/api/v1/console/stock/{car_id}/photos",
        params={"name": name},
        content=data,
        headers={"Content-Type": "image/jpeg"},
    )


async def _gallery(client, slug: str) -> list[str]:
    body = (await client.get(f"/api/v1/cars/{slug}")).json()
    return [image["src"] for image in body["gallery"]["images"]]


async def test_an_upload_becomes_the_cars_last_picture_upright_and_without_metadata(
    session, settings, client_for
):
    _site, car, console = await _setup(session, client_for, role="owner")
    photos_url = f"/api/v1/console/stock/{car.id}/photos"
    exif = {str(EXIF_ORIENTATION): ROTATED_90_CW}
    accepted = await _upload(console, car.id, _photo((600, 400), **exif))
    assert accepted.status_code == 202, accepted.text
    assert accepted.json()["status"] == "pending"
    assert accepted.json()["file_name"] == "front.jpg"
    before = await _gallery(client_for("alpha"), car.slug)
    listed = (await console.get(photos_url)).json()
    assert [u["status"] for u in listed["uploads"]] == ["pending"] and len(listed["photos"]) == 1

    assert await PhotoJob(media_blobs(settings)).run_once(session, utcnow()) == 1
    listed = (await console.get(photos_url)).json()
    assert listed["uploads"] == []
    made = listed["photos"][-1]
    assert (made["width"], made["height"]) == (400, 600)  # turned upright
    key = made["url"].removeprefix("/media/400/")
    stored = Image.open(settings.media_dir / key)
    assert stored.format == "JPEG" and EXIF_ORIENTATION not in stored.getexif()
    assert stored.getpixel((395, 5))[2] > 150  # the mark, top left before the turn, is top right
    assert not list((settings.media_dir / "incoming").iterdir())  # the upload as sent is gone

    gallery = await _gallery(client_for("alpha"), car.slug)
    assert gallery[:-1] == before and key in gallery[-1]  # shown at once, last
    rendition = await client_for("alpha").get(f"/media/768/{key}")
    assert rendition.status_code == 200 and rendition.headers["content-type"] == "image/webp"

    log = (await console.get("/api/v1/console/audit", params={"object_type": "car"})).json()
    assert log["entries"][0]["action"] == "photo_upload"


async def test_a_large_photo_is_resized_and_a_false_one_fails_with_its_reason(
    session, settings, client_for
):
    _site, car, console = await _setup(session, client_for)
    photos_url = f"/api/v1/console/stock/{car.id}/photos"
    await _upload(console, car.id, _photo((3000, 2000), "PNG"), name="wide.png")
    refused = await _upload(console, car.id, b"%PDF-1.7 not a photo")
    assert refused.status_code == 422
    assert refused.json()["errors"] == [{"field": "photo", "message": NOT_A_PHOTO}]
    truncated = _photo((800, 600))[:2000]  # a JPEG's header, and then nothing
    assert (await _upload(console, car.id, truncated, name="cut.jpg")).status_code == 202

    assert await PhotoJob(media_blobs(settings)).run_once(session, utcnow()) == 2
    listed = (await console.get(photos_url)).json()
    assert (listed["photos"][-1]["width"], listed["photos"][-1]["height"]) == (2560, 1707)
    [failed] = listed["uploads"]
    assert (failed["file_name"], failed["status"], failed["error"]) == (
        "cut.jpg", "failed", NOT_A_PHOTO,
    )  # fmt: skip
    gone = await console.delete(f"/api/v1/console/stock/{car.id}/photo-uploads/{failed['id']}")
    assert gone.status_code == 204
    assert (await console.get(photos_url)).json()["uploads"] == []


async def test_photos_are_reordered_and_deleted_and_the_site_shows_it(
    session, settings, client_for
):
    site, car, console = await _setup(session, client_for)
    for colour in range(2):
        await _upload(console, car.id, _photo((500 + colour, 400)))
    await PhotoJob(media_blobs(settings)).run_once(session, utcnow())
    photos_url = f"/api/v1/console/stock/{car.id}/photos"
    listed = (await console.get(photos_url)).json()
    ids, version = [p["id"] for p in listed["photos"]], listed["version"]
    assert len(ids) == 3
    gallery = await _gallery(client_for("alpha"), car.slug)

    wrong = await console.put(
        f"/api/v1/console/stock/{car.id}/photo-order",
        json={"photo_ids": ids[:2], "version": version},
    )
    assert wrong.json()["errors"] == [
        {"field": "photo_ids", "message": "List every photo of this car once."}
    ]
    reordered = await console.put(
        f"/api/v1/console/stock/{car.id}/photo-order",
        json={"photo_ids": ids[::-1], "version": version},
    )
    assert [p["id"] for p in reordered.json()["photos"]] == ids[::-1]
    assert await _gallery(client_for("alpha"), car.slug) == gallery[::-1]

    uploaded = (await console.get(photos_url)).json()["photos"][0]
    key = uploaded["url"].removeprefix("/media/400/")
    assert (await console.delete(f"{photos_url}/{uploaded['id']}")).status_code == 204
    assert not (settings.media_dir / key).exists()
    assert await _gallery(client_for("alpha"), car.slug) == gallery[::-1][1:]
    assert (await client_for("alpha").get(f"/media/400/{key}")).status_code == 404
    assert (await console.delete(f"{photos_url}/{uploaded['id']}")).status_code == 404


async def test_a_cancel_for_an_upload_already_made_a_photo_leaves_the_next_upload_waiting(
    session, settings, client_for
):
    """The first upload's row leaves as it becomes a picture; the next upload gets an id of its
    own (SQLite too), so a Cancel pressed on the first, as the list showed it a moment earlier,
    cancels nothing else."""
    _site, car, console = await _setup(session, client_for)
    first = (await _upload(console, car.id, _photo((500, 400)))).json()
    assert await PhotoJob(media_blobs(settings)).run_once(session, utcnow()) == 1
    second = (await _upload(console, car.id, _photo((501, 400)), name="rear.jpg")).json()
    assert second["id"] != first["id"]

    stale = await console.delete(f"/api/v1/console/stock/{car.id}/photo-uploads/{first['id']}")
    assert stale.status_code == 404 and stale.json()["detail"] == NO_UPLOAD
    listed = (await console.get(f"/api/v1/console/stock/{car.id}/photos")).json()
    assert [(u["id"], u["file_name"], u["status"]) for u in listed["uploads"]] == [
        (second["id"], "rear.jpg", "pending")
    ]


async def test_a_full_car_refuses_more_and_another_site_sees_nothing(session, settings, client_for):
    site, car, console = await _setup(session, client_for)
    session.add_all(CarImage(car_id=car.id, position=i, source=f"x/{i}.jpg") for i in range(1, 50))
    await session.commit()
    assert MAX_PHOTOS == 50
    full = await _upload(console, car.id, _photo((400, 300)))
    assert full.status_code == 409 and "delete one first" in full.json()["detail"]
    too_large = await _upload(console, car.id, b"\xff" * (20 * 1024 * 1024 + 1))
    assert too_large.status_code == 413

    beta = await make_site(session, "beta")
    stranger = await make_console_user(session, beta, "owner", email="owner@beta.example.com")
    await session.commit()
    other = client_for("beta")
    await console_sign_in(other, stranger.email)
    assert (await other.get(f"/api/v1/console/stock/{car.id}/photos")).status_code == 404
    assert (await _upload(other, car.id, _photo((400, 300)))).status_code == 404
    count = await session.scalar(select(CarImage.id).where(CarImage.car_id == car.id).limit(1))
    assert count is not None


async def test_a_reorder_made_from_a_stale_order_does_not_scramble_a_newer_one(
    session, settings, client_for
):
    """The race seen at three clicks a second: a second order made from the list as it was
    before the first one landed (a poll answered late, a click before the answer) was applied
    over the first, so a photo moved by the first click went back and others shifted."""
    _site, car, console = await _setup(session, client_for)
    for colour in range(3):
        await _upload(console, car.id, _photo((500 + colour, 400)))
    await PhotoJob(media_blobs(settings)).run_once(session, utcnow())
    order_url = f"/api/v1/console/stock/{car.id}/photo-order"
    listed = (await console.get(f"/api/v1/console/stock/{car.id}/photos")).json()
    a, b, c, d = [p["id"] for p in listed["photos"]]

    made_from = listed["version"]
    first = await console.put(order_url, json={"photo_ids": [a, b, d, c], "version": made_from})
    assert first.status_code == 200, first.text  # d one earlier
    # the next click, on the list as the screen still showed it: c one earlier
    second = await console.put(order_url, json={"photo_ids": [a, c, b, d], "version": made_from})

    assert second.status_code == 409, second.text
    assert second.json()["errors"] == [{"field": "version", "message": STALE_ORDER}]
    now = (await console.get(f"/api/v1/console/stock/{car.id}/photos")).json()
    assert [p["id"] for p in now["photos"]] == [a, b, d, c]
    # made from the list as it is now, the same move is taken, and each order is one entry
    again = await console.put(
        order_url, json={"photo_ids": [a, d, b, c], "version": now["version"]}
    )
    assert [p["id"] for p in again.json()["photos"]] == [a, d, b, c]
    entries = list(
        await session.scalars(
            select(AuditEntry).where(
                AuditEntry.object_id == car.id, AuditEntry.action == "photo_order"
            )
        )
    )
    assert [e.after["photo_ids"] for e in entries] == [[a, b, d, c], [a, d, b, c]]


async def test_several_photos_are_deleted_at_once_or_none(session, settings, client_for):
    _site, car, console = await _setup(session, client_for)
    for colour in range(2):
        await _upload(console, car.id, _photo((500 + colour, 400)))
    await PhotoJob(media_blobs(settings)).run_once(session, utcnow())
    photos_url = f"/api/v1/console/stock/{car.id}/photos"
    listed = (await console.get(photos_url)).json()
    a, b, c = [p["id"] for p in listed["photos"]]
    deletions = f"/api/v1/console/stock/{car.id}/photo-deletions"

    refused = await console.post(deletions, json={"photo_ids": [b, 999]})
    assert refused.status_code == 404
    assert len((await console.get(photos_url)).json()["photos"]) == 3

    left = await console.post(deletions, json={"photo_ids": [a, c]})
    assert left.status_code == 200, left.text
    assert [p["id"] for p in left.json()["photos"]] == [b]
    assert left.json()["version"] > listed["version"]  # an order made before is stale now
    assert len(await _gallery(client_for("alpha"), car.slug)) == 1


class _WorkerBetweenReads:
    """A session whose first read is followed at once by a worker's pass, committed in a session
    of its own: the worst moment for a list read in several statements, each of which sees what
    was committed before it (SQLite outside a write, PostgreSQL's read committed)."""

    def __init__(self, session, work):
        self._session, self._work, self._waiting = session, work, True

    async def _after(self, result):
        if self._waiting:
            self._waiting = False
            await self._work()
        return result

    async def scalars(self, statement):
        return await self._after(await self._session.scalars(statement))

    async def scalar(self, statement):
        return await self._after(await self._session.scalar(statement))


async def test_an_upload_made_while_the_list_is_read_is_still_waiting_or_already_a_photo(
    session, settings, engine, client_for
):
    """The console looks again every second only while an upload waits: a list that showed the
    upload gone but not yet its photo would leave the screen a photo short until a reload."""
    _site, car, console = await _setup(session, client_for)
    assert (await _upload(console, car.id, _photo((500, 400)))).status_code == 202
    sessions = make_sessionmaker(engine)

    async def worker_pass() -> None:
        async with sessions() as worker:
            assert await PhotoJob(media_blobs(settings)).run_once(worker, utcnow()) == 1

    async with sessions() as reader:
        read = _WorkerBetweenReads(reader, worker_pass)
        listed = await photos_of(read, await reader.get_one(Car, car.id))
    assert listed.uploads or len(listed.pictures) == 2, (listed.uploads, listed.pictures)
    async with sessions() as reader:
        after = await photos_of(reader, await reader.get_one(Car, car.id))
    assert (len(after.pictures), after.uploads) == (2, [])
