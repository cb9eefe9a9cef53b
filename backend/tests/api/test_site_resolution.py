"""Host resolution under load: when a site's kept entry runs out, the requests in flight read
the database once between them, and an unchanged site stays the same object (so what is kept
per resolved site, such as its configuration's fingerprint, stays kept)."""

import asyncio

from sqlalchemy import update

from forecourt.core.db import make_sessionmaker
from forecourt.tenancy.models import Site
from forecourt.tenancy.service import SiteResolver
from tests.factories import make_site


async def test_requests_in_flight_resolve_a_host_with_one_lookup(settings, engine, session):
    await make_site(session, "alpha")
    await session.commit()
    resolver = SiteResolver(settings, ttl=3600)
    lookups = 0
    lookup = resolver._lookup

    async def counted(session, host):  # type: ignore[no-untyped-def]
        nonlocal lookups
        lookups += 1
        await asyncio.sleep(0.01)  # a slow database: the others arrive meanwhile
        return await lookup(session, host)

    resolver._lookup = counted  # type: ignore[method-assign]
    maker = make_sessionmaker(engine)

    async def resolve():  # type: ignore[no-untyped-def]
        async with maker() as own:
            return await resolver.resolve(own, "alpha.localhost:8000")

    sites = await asyncio.gather(*(resolve() for _ in range(20)))
    assert lookups == 1
    assert {site.slug for site in sites} == {"alpha"}


async def test_an_unchanged_site_stays_the_same_object_and_a_changed_one_does_not(
    settings, session
):
    site = await make_site(session, "alpha")
    await session.commit()
    resolver = SiteResolver(settings, ttl=0)  # every resolution reads the database
    first = await resolver.resolve(session, "alpha.localhost")
    again = await resolver.resolve(session, "alpha.localhost")
    assert again is first
    await session.execute(update(Site).where(Site.id == site.id).values(name="Alpha Motors"))
    await session.commit()
    changed = await resolver.resolve(session, "alpha.localhost")
    assert changed is not first and changed.name == "Alpha Motors"
