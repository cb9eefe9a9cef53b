"""Named NumPy arrays in one file, mapped read-only (worker processes on one
host share one copy of each search index instead of holding one each).

The file is a JSON header (each array's name, dtype, shape and offset) followed by the arrays'
bytes, each at a 64-byte boundary. Mapping it gives every array as a read-only view of the
mapped pages: the kernel keeps one copy in its page cache for every process that maps the file,
and may drop clean pages under pressure and read them back later. Written to a temporary name
and renamed, so a reader sees a whole file or none."""

import json
import mmap
import os
import tempfile
from pathlib import Path

import numpy as np

MAGIC = b"FCIDX\x00\x00\x01"
ALIGN = 64
Name = tuple[str, ...]
Arrays = dict[Name, np.ndarray]


def _aligned(offset: int) -> int:
    return -(-offset // ALIGN) * ALIGN


def write_arrays(path: Path, arrays: Arrays) -> None:
    contiguous = {name: np.ascontiguousarray(array) for name, array in arrays.items()}
    offsets, offset = [], 0
    for name, array in contiguous.items():
        if array.dtype.hasobject:
            raise TypeError(f"{'/'.join(name)}: object arrays cannot be mapped")
        offsets.append(offset)
        offset = _aligned(offset + array.nbytes)
    entries = [
        [list(name), array.dtype.str, list(array.shape), at]
        for (name, array), at in zip(contiguous.items(), offsets, strict=True)
    ]
    header = json.dumps({"arrays": entries}).encode()
    start = _aligned(len(MAGIC) + 8 + len(header))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".writing-")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(MAGIC + len(header).to_bytes(8, "little") + header)
            for at, array in zip(offsets, contiguous.values(), strict=True):
                out.seek(start + at)
                out.write(array.tobytes())
            out.truncate(start + offset)  # the last array's padding too
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


def map_arrays(path: Path) -> Arrays:
    """Every array of the file at `path`, as read-only views of one shared mapping."""
    with open(path, "rb") as file:
        mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    if mapped[: len(MAGIC)] != MAGIC:
        raise ValueError(f"{path} is not an index file")
    length = int.from_bytes(mapped[len(MAGIC) : len(MAGIC) + 8], "little")
    header = json.loads(mapped[len(MAGIC) + 8 : len(MAGIC) + 8 + length])
    start = _aligned(len(MAGIC) + 8 + length)
    arrays: Arrays = {}
    for name, dtype, shape, at in header["arrays"]:
        count = int(np.prod(shape, dtype=np.int64))
        array = (
            np.frombuffer(mapped, dtype=np.dtype(dtype), count=count, offset=start + at)
            if count
            else np.empty(0, dtype=np.dtype(dtype))
        )
        arrays[tuple(name)] = array.reshape(shape)
    return arrays
