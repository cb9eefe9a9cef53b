"""The storage port for media: the local filesystem and an S3-compatible store (moto's server on
loopback) keep and hand back the same bytes, and with a shared store each rendition is made once
for every host."""

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image
from pydantic import ValidationError

from forecourt.core.settings import Settings
from forecourt.media.storage import LocalBlobs, MediaBlobs, ObjectBlobs, media_blobs
from forecourt.media.store import MediaStore, register_renderer, remove_with_renditions
from tests.object_store import S3Endpoint, s3_endpoint


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Endpoint]:
    with s3_endpoint() as endpoint:
        yield endpoint


@pytest.fixture
def object_blobs(s3: S3Endpoint, monkeypatch: pytest.MonkeyPatch) -> ObjectBlobs:
    for name, value in s3.env.items():
        monkeypatch.setenv(name, value)
    blobs = media_blobs(Settings(media_url=s3.media_url))
    assert isinstance(blobs, ObjectBlobs)
    return blobs


@pytest.fixture(params=["local", "s3"])
def blobs(request: pytest.FixtureRequest, tmp_path: Path) -> MediaBlobs:
    if request.param == "local":
        return LocalBlobs(tmp_path / "media")
    result: MediaBlobs = request.getfixturevalue("object_blobs")
    return result


def test_both_adapters_keep_read_and_remove_the_same_bytes(blobs: MediaBlobs):
    key = "uploads/1/cars/2/abc.jpg"
    assert blobs.read(key) is None
    blobs.write(key, b"\xff\xd8 a photo")
    assert blobs.read(key) == b"\xff\xd8 a photo"
    blobs.remove(key)
    assert blobs.read(key) is None
    blobs.remove(key)  # removing what is gone is no error


def test_the_local_filesystem_is_the_default_and_a_url_chooses_the_store(tmp_path: Path):
    default = media_blobs(Settings(var_dir=tmp_path))
    assert isinstance(default, LocalBlobs) and default.root == tmp_path / "media"
    folder = media_blobs(Settings(media_url=f"file://{tmp_path}/shared"))
    assert isinstance(folder, LocalBlobs) and folder.root == tmp_path / "shared"
    for wrong in ("s3://", "ftp://host/x", "file://relative/x", "s3://bucket?endpoint=x"):
        with pytest.raises(ValidationError, match="file:///an/absolute/folder or s3://bucket"):
            Settings(media_url=wrong)


def test_a_rendition_is_made_once_for_every_host_sharing_the_store(
    object_blobs: ObjectBlobs, s3: S3Endpoint, tmp_path: Path
):
    drawn: list[str] = []

    def draw(key: str) -> Image.Image:
        drawn.append(key)
        return Image.new("RGB", (1600, 1000), (200, 30, 30))

    register_renderer("test-shared/", draw)
    host_a = MediaStore(object_blobs, tmp_path / "a-cache", 10**8)
    host_b = MediaStore(object_blobs, tmp_path / "b-cache", 10**8)
    made = host_a.rendition("test-shared/car.jpg", 400)
    assert made is not None and made.read_bytes()[8:12] == b"WEBP"
    assert host_b.cached_rendition_bytes("test-shared/car.jpg", 400) is None  # not in B's own cache
    served = host_b.rendition("test-shared/car.jpg", 400)
    assert served is not None and served.read_bytes() == made.read_bytes()
    assert drawn == ["test-shared/car.jpg"]  # B read A's rendition: nothing drawn again
    assert {"media/test-shared/car.jpg", "media/renditions/400/test-shared/car.jpg.webp"} <= set(
        s3.stored_keys()
    )


def test_on_the_local_store_renditions_stay_in_the_bounded_cache_only(tmp_path: Path):
    register_renderer("test-local/", lambda key: Image.new("RGB", (800, 500), (0, 90, 200)))
    store = MediaStore(LocalBlobs(tmp_path / "media"), tmp_path / "cache", 10**8)
    assert store.rendition("test-local/car.jpg", 576) is not None
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.*")) == [
        "cache/576/test-local/car.jpg.webp",
        "media/test-local/car.jpg",
    ]


def test_a_deleted_picture_leaves_the_shared_store_with_its_renditions(
    object_blobs: ObjectBlobs, s3: S3Endpoint, tmp_path: Path
):
    key = "uploads/1/cars/9/gone.jpg"
    data = io.BytesIO()
    Image.new("RGB", (900, 600), (10, 10, 10)).save(data, "JPEG")
    object_blobs.write(key, data.getvalue())
    store = MediaStore(object_blobs, tmp_path / "cache", 10**8)
    assert store.rendition(key, 400) is not None and store.rendition(key, 768) is not None
    remove_with_renditions(object_blobs, key)
    assert not [k for k in s3.stored_keys() if "gone.jpg" in k]
