"""Selects the valuation adapter for a request. Only the built-in adapter exists today; a remote
one would be chosen here from settings."""

from typing import Annotated

from fastapi import Depends

from forecourt.core.db import DbSession
from forecourt.valuation.builtin import BuiltinValuationProvider
from forecourt.valuation.port import ValuationProvider


async def valuation_provider(session: DbSession) -> ValuationProvider:
    return BuiltinValuationProvider(session)


Valuation = Annotated[ValuationProvider, Depends(valuation_provider)]
