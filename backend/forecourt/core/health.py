"""/healthz: the process is up (no I/O, for liveness probes). /readyz: the database answers and
its schema is at the code's migration head (for load balancers: send no traffic before)."""

from functools import lru_cache

from alembic.script import ScriptDirectory
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from sqlalchemy import text

from forecourt.core.migrate import alembic_config

router = APIRouter(include_in_schema=False)


@lru_cache
def migration_head() -> str | None:
    return ScriptDirectory.from_config(alembic_config("")).get_current_head()


@router.get("/healthz")
async def healthz() -> JSONResponse:
    return JSONResponse({"status": "ok"})


@router.get("/readyz")
async def readyz(request: Request) -> JSONResponse:
    try:
        async with request.app.state.sessionmaker() as session:
            current = await session.scalar(text("SELECT version_num FROM alembic_version"))
    except Exception:  # unreachable or unmigrated: report it, never raise
        return JSONResponse({"status": "unavailable", "database": "unreachable"}, status_code=503)
    head = migration_head()
    if current != head:
        body = {
            "status": "unavailable",
            "database": "migrations pending",
            "at": current,
            "head": head,
        }
        return JSONResponse(body, status_code=503)
    return JSONResponse({"status": "ok", "migration": current})
