"""The public feed addresses an ad catalog fetches on its schedule (like /sitemap.xml, outside
the API document). Included before the HTML shell's catch-all."""

from collections.abc import Awaitable, Callable

from fastapi import APIRouter, Request
from fastapi.responses import Response

from forecourt.adfeeds.service import FEEDS, FeedName, feed_file
from forecourt.core.db import DbSession
from forecourt.core.settings import settings_of
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import link_base_url

router = APIRouter(include_in_schema=False)


def _serve(name: FeedName) -> Callable[..., Awaitable[Response]]:  # one endpoint per feed
    async def endpoint(request: Request, site: CurrentSite, session: DbSession) -> Response:
        file = await feed_file(session, site, name, link_base_url(settings_of(request), site))
        etag = f'"{site.id}-{file.stock_version}-{site.config_fingerprint[:12]}"'
        headers = {"Cache-Control": "public, max-age=600", "ETag": etag}
        if request.headers.get("if-none-match") == etag:  # the catalog's fetcher asks again
            return Response(status_code=304, headers=headers)
        return Response(file.body, media_type=FEEDS[name].media_type, headers=headers)

    return endpoint


for _name, _kind in FEEDS.items():
    router.add_api_route(_kind.path, _serve(_name), methods=["GET"], name=f"{_name}_feed")
