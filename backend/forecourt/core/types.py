"""Constrained types shared by request models, so every bound the server enforces is in the
OpenAPI document too (and in the frontend's generated types)."""

from typing import Annotated

from pydantic import Field

# Row ids are 32-bit on both databases; a larger number cannot name a row (and would overflow).
MAX_DB_ID = 2_147_483_647
DbId = Annotated[int, Field(ge=1, le=MAX_DB_ID)]
